// cspell:ignore victorops
/**
 * Names readers type for things the pages call otherwise: abbreviations, the
 * long form of an abbreviation, and a product's former name. Each group lists
 * spellings of one thing; a query that contains one of them also finds pages
 * that use any other. Read by the search engine in the browser, so plain data.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['k8s', 'kubernetes'],
  ['gke', 'google kubernetes engine'],
  ['aks', 'azure kubernetes service'],
  ['eks', 'elastic kubernetes service'],
  ['ecs', 'elastic container service'],
  ['asg', 'auto scaling group', 'autoscaling group'],
  ['od', 'on-demand', 'ondemand'],
  ['ri', 'reserved instance'],
  ['sp', 'savings plan'],
  ['cud', 'committed use discount'],
  ['vng', 'virtual node group'],
  ['ami', 'amazon machine image'],
  ['sg', 'security group'],
  ['gcp', 'google cloud'],
  ['eg', 'elastigroup'],
  ['vm', 'virtual machine'],
  ['bdm', 'block device mapping'],
  ['cfn', 'cloudformation'],
  ['tf', 'terraform'],
  ['eb', 'elastic beanstalk'],
  ['gh', 'github'],
  ['sa', 'service account'],
  ['ea', 'enterprise agreement'],
  ['hms', 'hive metastore'],
  ['vuln', 'vulnerability'],
  ['stateful node', 'managed instance'],
  ['splunk on-call', 'victorops'],
];
