/**
 * The resources the settings references cover: the Terraform resource type,
 * where its request struct lives in the SDK, the create operation whose body
 * the API column describes, and the page that renders it. One place for the
 * facts script, the data loader and the pages.
 */
export type SettingsResource = {
  terraform: string;
  /** SDK package folder and root struct of the create body */
  sdkStruct: string;
  /** commons wrapper method that returns the root struct in the provider */
  wrapperGetter: string;
  /** top-level key of the create body */
  bodyKey: string;
  createOperation: string;
  route: string;
};

export const SETTINGS_RESOURCES: readonly SettingsResource[] = [
  {
    terraform: 'spotinst_elastigroup_aws',
    sdkStruct: 'service/elastigroup/providers/aws.Group',
    wrapperGetter: 'GetElastigroup',
    bodyKey: 'group',
    createOperation: 'POST /aws/ec2/group',
    route: '/elastigroup/features/settings-reference',
  },
  {
    terraform: 'spotinst_ocean_aws',
    sdkStruct: 'service/ocean/providers/aws.Cluster',
    wrapperGetter: 'GetCluster',
    bodyKey: 'cluster',
    createOperation: 'POST /ocean/aws/k8s/cluster',
    route: '/ocean/aws-kubernetes/cluster-settings-reference',
  },
  {
    terraform: 'spotinst_ocean_aws_launch_spec',
    sdkStruct: 'service/ocean/providers/aws.LaunchSpec',
    wrapperGetter: 'GetLaunchSpec',
    bodyKey: 'launchSpec',
    createOperation: 'POST /ocean/aws/k8s/launchSpec',
    route: '/ocean/aws-kubernetes/vng-settings-reference',
  },
  {
    terraform: 'spotinst_managed_instance_aws',
    sdkStruct: 'service/managedinstance/providers/aws.ManagedInstance',
    wrapperGetter: 'GetManagedInstance',
    bodyKey: 'managedInstance',
    createOperation: 'POST /aws/ec2/managedInstance',
    route: '/managed-instance/features/settings-reference',
  },
];

/** Where a resource's generated rows and hand-written console places live, from the site's root (pages import the same files). */
export function settingsFiles(terraform: string): {facts: string; console: string} {
  return {facts: `src/data/facts/settings/${terraform}.json`, console: `src/data/settings-console/${terraform}.json`};
}
