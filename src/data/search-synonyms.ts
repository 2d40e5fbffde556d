// cspell:ignore victorops mapreduce
/**
 * Names readers type for things the pages call otherwise: abbreviations, the
 * long form of an abbreviation, and a product's former name. Each group lists
 * spellings of one thing; a query that contains one of them also finds pages
 * that use any other. Read by the search engine in the browser, so plain data.
 * The cloud and Kubernetes groups after `vuln` are abbreviations the pages
 * use, with their long forms; most are spelled out in parentheses on some
 * page ("Pod Disruption Budget (PDB)"). AAD, Entra ID's former name, is the
 * one no page uses.
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
  ['eip', 'elastic ip'],
  ['eni', 'elastic network interface'],
  ['ebs', 'elastic block store'],
  ['efs', 'elastic file system'],
  ['elb', 'elastic load balancer'],
  ['alb', 'application load balancer'],
  ['nlb', 'network load balancer'],
  ['emr', 'elastic mapreduce'],
  ['sqs', 'simple queue service'],
  ['kms', 'key management service'],
  ['imds', 'instance metadata service'],
  ['scp', 'service control policy'],
  ['cur', 'cost and usage report'],
  ['esr', 'effective savings rate'],
  ['gce', 'compute engine'],
  ['vmss', 'virtual machine scale set'],
  ['aad', 'azure active directory', 'entra id'],
  ['mca', 'microsoft customer agreement'],
  ['mosp', 'microsoft online services program', 'microsoft online subscription program'],
  ['csp', 'cloud solution provider'],
  ['pdb', 'pod disruption budget'],
  ['pvc', 'persistent volume claim'],
  ['pv', 'persistent volume'],
  ['hpa', 'horizontal pod autoscaler'],
  ['vpa', 'vertical pod autoscaler'],
  ['hcs', 'health check service'],
  ['iac', 'infrastructure as code'],
  ['sso', 'single sign-on'],
  ['mfa', 'multi-factor authentication'],
  ['stateful node', 'managed instance'],
  ['splunk on-call', 'victorops'],
];
