// cspell:ignore iamrole labelz controler vngz create_vngz Documentt Durationn Instancee capacityy spotPercentag performAtt keyPairName
import {describe, expect, it} from 'vitest';
import {checkSamplesOnPage, emptyStats} from './check-page';
import {loadFacts} from './facts';

const facts = loadFacts();
const fence = '```';

async function findings(body: string): Promise<string[]> {
  const page = `---\ntitle: T\ndescription: D\n---\n\n${body}\n`;
  return (await checkSamplesOnPage('page.mdx', page, facts, emptyStats())).map((f) => `${f.line}: ${f.message}`);
}

const hcl = (code: string) => `${fence}hcl title="main.tf"\n${code}\n${fence}`;
/** A block the page calls partial: its references to things declared elsewhere are not checked. */
const hclExcerpt = (code: string) => `${fence}hcl title="Excerpt: main.tf"\n${code}\n${fence}`;

describe('Terraform samples', () => {
  it('finds an invented argument three blocks deep, with its line and the closest name', async () => {
    const result = await findings(
      hcl(`resource "spotinst_ocean_aws" "x" {
  name = "a"
  autoscaler {
    resource_limits {
      max_vcpu_typo = 3
    }
  }
}`),
    );
    expect(result).toHaveLength(1);
    expect(result[0]).toMatch(/^11: `spotinst_ocean_aws` has no argument or block `max_vcpu_typo` \(at spotinst_ocean_aws\.x\.autoscaler\.resource_limits\) \(did you mean `max_vcpu`\?\)/);
  });

  it('suggests the provider name for a shortened EMR argument', async () => {
    const result = await findings(hcl(`resource "spotinst_mrscaler_aws" "emr" {\n  name = "a"\n  core_min = 1\n}`));
    expect(result).toEqual([expect.stringContaining('did you mean `core_min_size`?')]);
  });

  it('rejects an unknown resource type and a removed one', async () => {
    expect(await findings(hcl('resource "spotinst_ocean_azure_magic" "x" {\n  name = "a"\n}'))).toEqual([
      expect.stringContaining('the provider has no resource `spotinst_ocean_azure_magic`'),
    ]);
    expect(await findings(hcl('resource "spotinst_ocean_spark" "x" {\n  ocean_cluster_id = "o-1"\n}'))).toEqual([
      expect.stringContaining('was removed from the provider in 1.238.0 (2026-07-02)'),
    ]);
    expect(await findings(hcl('resource "spotinst_ocean_aks" "x" {\n  name = "a"\n}'))).toEqual([
      expect.stringContaining('`spotinst_ocean_aks` has been removed from the provider'),
    ]);
  });

  it('accepts a removed resource in a sample that pins the provider before the removal, and checks its arguments', async () => {
    const pinned = (arg: string) =>
      hcl(`terraform {
  required_providers {
    spotinst = {
      source  = "spotinst/spotinst"
      version = "< 1.238.0"
    }
  }
}

resource "spotinst_ocean_spark" "x" {
  ocean_cluster_id = "o-1"
  ${arg}
}`);
    expect(await findings(pinned('compute {\n    create_vngs = true\n  }'))).toEqual([]);
    expect(await findings(pinned('compute {\n    create_vngz = true\n  }'))).toEqual([expect.stringContaining('`create_vngz`')]);
  });

  it('does not check values: map literal keys, heredocs and interpolation', async () => {
    const result = await findings(
      hclExcerpt(`resource "spotinst_elastigroup_aws" "web" {
  name = "web"
  tags {
    key   = "Env"
    value = "prod"
  }
  user_data = <<-EOT
    not_an_argument = true
  EOT
  metadata_options {
    http_tokens = var.tokens
  }
}

resource "aws_instance" "x" {
  anything = { NotChecked = "yes" }
}`),
    );
    expect(result).toEqual([]);
  });

  it('allows meta-arguments, lifecycle contents and dynamic blocks, and checks the dynamic label', async () => {
    const ok = await findings(
      hclExcerpt(`resource "spotinst_ocean_aws" "x" {
  count      = 1
  depends_on = [aws_iam_role.x]
  name       = "a"
  lifecycle {
    ignore_changes = [desired_capacity]
    create_before_destroy = true
  }
  dynamic "tags" {
    for_each = var.tags
    content {
      key   = tags.key
      value = tags.value
    }
  }
}`),
    );
    expect(ok).toEqual([]);
    const bad = await findings(hclExcerpt('resource "spotinst_ocean_aws" "x" {\n  dynamic "labelz" {\n    for_each = var.l\n    content {\n      key = "k"\n    }\n  }\n}'));
    expect(bad).toEqual([expect.stringContaining('has no block `labelz`')]);
  });

  it('finds a name one level too high and says where the provider has it', async () => {
    const result = await findings(
      hcl(`resource "spotinst_elastigroup_azure_v3" "web" {
  name     = "web"
  od_sizes = ["standard_a1_v1"]
}`),
    );
    expect(result).toEqual([
      expect.stringMatching(/^9: `od_sizes` is not an argument or block of `spotinst_elastigroup_azure_v3`'s top level \(at spotinst_elastigroup_azure_v3\.web\); the provider has it under `vm_sizes`$/),
    ]);
    const nested = await findings(
      hcl(`resource "spotinst_elastigroup_azure_v3" "web" {
  name = "web"
  vm_sizes {
    od_sizes             = ["standard_a1_v1"]
    spot_sizes           = ["standard_a1_v1", "standard_a2_v2"]
    preferred_spot_sizes = ["standard_a2_v2"]
  }
}`),
    );
    expect(nested).toEqual([]);
  });

  it('finds a name one level too deep', async () => {
    const result = await findings(hcl('resource "spotinst_ocean_aws" "x" {\n  name = "a"\n  autoscaler {\n    max_vcpu = 3\n  }\n}'));
    expect(result).toEqual([expect.stringContaining('`max_vcpu` is not an argument or block of `spotinst_ocean_aws`\'s block `autoscaler` (at spotinst_ocean_aws.x.autoscaler); the provider has it under `autoscaler.resource_limits`')]);
  });

  it('finds a block written as an argument, and an argument written as a block', async () => {
    const blockAsArgument = await findings(
      hcl(`resource "spotinst_elastigroup_azure_v3" "web" {
  name = "web"
  vm_sizes = {
    od_sizes = ["standard_a1_v1"]
  }
}`),
    );
    expect(blockAsArgument).toEqual([expect.stringMatching(/^9: `vm_sizes` is a block of `spotinst_elastigroup_azure_v3`'s top level, not an argument: write `vm_sizes \{ … \}` without `=`/)]);
    const argumentAsBlock = await findings(hcl('resource "spotinst_data_integration" "logs" {\n  name = "logs"\n  s3 {\n    bucket_name {\n    }\n  }\n}'));
    expect(argumentAsBlock).toEqual([expect.stringContaining('`bucket_name` is an argument of `spotinst_data_integration`\'s block `s3`, not a block')]);
  });

  it('rejects the camelCase name the API uses where the provider wants snake_case', async () => {
    const result = await findings(hcl('resource "spotinst_data_integration" "logs" {\n  name   = "logs"\n  status = "enabled"\n  s3 {\n    bucketName = "b"\n  }\n}'));
    expect(result).toEqual([expect.stringContaining('has no argument or block `bucketName` (at spotinst_data_integration.logs.s3) (did you mean `bucket_name`?)')]);
  });

  it('accepts map literals for map arguments and reports unbalanced braces', async () => {
    expect(await findings(hcl('resource "spotinst_ocean_aks_np" "np" {\n  name   = "np"\n  labels = {\n    NotChecked = "yes"\n  }\n  tags = { team = "a" }\n}'))).toEqual([]);
    expect(await findings(hcl('resource "spotinst_ocean_aks_np" "np" {\n  name = "np"\n  autoscaler {\n    autoscale_max_scale_down_percentage = 10\n}'))).toEqual([
      expect.stringContaining('HCL does not parse'),
    ]);
  });

  it('checks provider "spotinst" arguments', async () => {
    expect(await findings(hclExcerpt('provider "spotinst" {\n  token   = var.token\n  account = var.account\n}'))).toEqual([]);
    expect(await findings(hclExcerpt('provider "spotinst" {\n  token      = var.token\n  account_id = var.account\n}'))).toEqual([
      expect.stringContaining('provider "spotinst" has no argument `account_id` (did you mean `account`?)'),
    ]);
  });

  it('reports HCL that does not parse, and an excerpt of a resource', async () => {
    expect(await findings(hcl('resource "spotinst_ocean_aws" "x" {\n  name = \n}'))).toEqual([expect.stringContaining('HCL does not parse')]);
    expect(await findings(hcl('integration_ecs {\n  cluster_name = "prod"\n}'))).toEqual([expect.stringContaining('an excerpt of a spotinst resource')]);
    expect(await findings(hcl('job "etl" {\n  datacenters = ["dc1"]\n}'))).toEqual([]);
  });
});

describe('Spot API calls', () => {
  it('accepts every placeholder style for a path segment', async () => {
    for (const id of ['<GROUP_ID>', '${GROUP_ID}', '$GROUP_ID', '{groupId}', 'sig-12345678']) {
      expect(await findings(`${fence}bash title="Get the group"\ncurl -H "Authorization: Bearer $TOKEN" https://api.spotinst.io/aws/ec2/group/${id}\n${fence}`)).toEqual([]);
    }
  });

  it('rejects an unknown path and names the closest operation', async () => {
    const result = await findings(`Call \`GET https://api.spotinst.io/aws/ec2/groups/{groupId}\` to read it.`);
    expect(result).toEqual([expect.stringMatching(/`\/aws\/ec2\/groups\/\{groupId\}` is not an operation of the Spot API reference \(closest operation: `.*\/aws\/ec2\/group\/\{groupId\}`\)/)]);
  });

  it('takes the method from curl: -X, else POST with data, else GET', async () => {
    const del = await findings(`${fence}bash title="x"\ncurl -X PATCH https://api.spotinst.io/aws/ec2/group/sig-1\n${fence}`);
    expect(del).toEqual([expect.stringContaining('does not take PATCH; it takes DELETE, GET, PUT')]);
    const post = await findings(`${fence}bash title="x"\ncurl https://api.spotinst.io/aws/ec2/group/sig-1 \\\n  -d '{"group": {}}'\n${fence}`);
    expect(post).toEqual([expect.stringContaining('does not take POST')]);
    const put = `${fence}json title="body.json"\n{"group": {"capacity": {"target": 2}}}\n${fence}\n\n${fence}bash title="x"\ncurl -X PUT https://api.spotinst.io/aws/ec2/group/sig-1 -d @body.json\n${fence}`;
    expect(await findings(put)).toEqual([]);
  });

  it('checks METHOD /path mentions in prose and titles, and leaves other services\' paths alone', async () => {
    expect(await findings('Send `DELETE /aws/ec2/group` to remove it.')).toEqual([expect.stringContaining('does not take DELETE')]);
    expect(await findings(`${fence}json title="PUT /aws/ec2/group/{groupId} (excerpt)"\n{}\n${fence}`)).toEqual([]);
    expect(await findings('GitHub answers `GET /repos/{owner}/{repo}`.')).toEqual([]);
  });

  it('allows a withdrawn operation only on a page whose admonition says so', async () => {
    const call = 'Call `GET /ocean/cd/cluster` to list clusters.';
    expect(await findings(call)).toEqual([expect.stringContaining('was withdrawn from the public API reference on 2026-07-02')]);
    expect(await findings(`:::warning Withdrawn\nThe Ocean CD API was withdrawn from the public reference on 2026-07-02.\n:::\n\n${call}`)).toEqual([]);
    expect(await findings(`<ProductStatus product="ocean-spark" />\n\nCall \`GET /ocean/spark/cluster\`.`)).toEqual([]);
    expect(await findings('Call `GET /ocean/spark/cluster`.')).toEqual([expect.stringContaining('was withdrawn')]);
  });

  it('knows the notebook gateway the predecessor docs publish outside the reference', async () => {
    const gateway = `<ProductStatus product="ocean-spark" />\n\n${fence}bash title="x"\njupyter lab --GatewayClient.url="https://api.spotinst.io/ocean/spark/cluster/osc-1/notebook/"\n${fence}`;
    expect(await findings(gateway)).toEqual([]);
  });
});

describe('Spot API request bodies', () => {
  const curl = (body: string) =>
    `${fence}bash title="Create the group"\ncurl -s -X POST "https://api.spotinst.io/aws/ec2/group?accountId=$SPOT_ACCOUNT_ID" \\\n  -H "Authorization: Bearer $SPOT_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  -d '${body}'\n${fence}`;

  it('finds an invented field three levels deep in a curl body, with the closest real name', async () => {
    const body = '{\n  "group": {\n    "name": "web",\n    "compute": {\n      "launchSpecification": {"imageId": "ami-123", "keyPairName": "ops"}\n    }\n  }\n}';
    expect(await findings(curl(body))).toEqual([
      expect.stringContaining('`group.compute.launchSpecification.keyPairName` is not a field of the request body of `POST /aws/ec2/group` in the Spot API reference (did you mean `keyPair`?)'),
    ]);
  });

  it('accepts real fields at every depth, arrays of objects, and placeholders as values', async () => {
    const body =
      '{"group": {"name": "<GROUP_NAME>", "capacity": {"minimum": 1, "maximum": 3, "target": 2}, "compute": {"instanceTypes": {"ondemand": "m5.large", "spot": ["m5.large", "m5a.large"]}, "launchSpecification": {"imageId": "${AMI_ID}", "tags": [{"tagKey": "Env", "tagValue": "prod"}]}}}}';
    expect(await findings(curl(body))).toEqual([]);
  });

  it('checks the JSON block a curl sends with -d @file, and a JSON block titled with the call', async () => {
    const file = `${fence}json title="group.json"\n{"group": {"name": "web", "capacityy": {"minimum": 1}}}\n${fence}\n\n${fence}bash title="Send it"\ncurl -X POST https://api.spotinst.io/aws/ec2/group -d @group.json\n${fence}`;
    expect(await findings(file)).toEqual([expect.stringMatching(/^7: `group\.capacityy` is not a field .* \(did you mean `capacity`\?\)/)]);
    const titled = `${fence}json title="PUT /aws/ec2/group/{groupId}"\n{"group": {"capacity": {"target": 4}, "strategy": {"risk": 100, "spotPercentag": 50}}}\n${fence}`;
    expect(await findings(titled)).toEqual([expect.stringContaining('`group.strategy.spotPercentag` is not a field of the request body of `PUT /aws/ec2/group/{groupId}`')]);
  });

  it('reports a curl that sends a file the page does not show', async () => {
    expect(await findings(`${fence}bash title="Send it"\ncurl -X POST https://api.spotinst.io/aws/ec2/group -d @group.json\n${fence}`)).toEqual([
      expect.stringContaining('the call sends `group.json` but the page shows no JSON block titled `group.json` before it'),
    ]);
  });

  it('takes the fields the live API accepts beyond the reference schema from spot-api-bodies-extra.json', async () => {
    const body = `${fence}json title="POST /setup/access/userGroup"\n{"name": "devs", "policies": [{"policyId": "pol-1", "accountIds": ["*"]}]}\n${fence}`;
    expect(await findings(body)).toEqual([]);
  });
});

describe('CloudFormation templates', () => {
  const yaml = (code: string, title = 'template.yaml') => `${fence}yaml title="${title}"\n${code}\n${fence}`;
  const spotGroup = (extra = '') => `Parameters:
  SpotToken:
    Type: String
    NoEcho: true
  SpotAccountId:
    Type: String
Resources:
  AppGroup:
    Type: Custom::elastigroup
    Properties:
      ServiceToken: !Sub arn:aws:lambda:\${AWS::Region}:178579023202:function:spotinst-cloudformation
      accessToken: !Ref SpotToken
      accountId: !Ref SpotAccountId
      group:
        name: app
        capacity: {minimum: 1, maximum: 3, target: 1}
        compute:
          availabilityZones:
            - name: !Sub \${AWS::Region}a
              subnetIds: [subnet-1]
${extra}`;

  it('accepts a complete template with parameters, pseudo-parameters and Sub variables', async () => {
    expect(await findings(yaml(spotGroup()))).toEqual([]);
  });

  it('rejects a Ref, a GetAtt and a Sub variable the template does not declare', async () => {
    const result = await findings(
      yaml(`Resources:
  Topic:
    Type: AWS::SNS::Topic
    Properties:
      TopicName: !Sub '\${Prefix}-alerts'
      KmsMasterKeyId: !Ref AlertsKey
  Policy:
    Type: AWS::SNS::TopicPolicy
    Properties:
      Topics: [!GetAtt Missing.TopicArn]
      PolicyDocument: {}`),
    );
    expect(result).toEqual([
      expect.stringContaining('`Fn::Sub` uses `Prefix`, which the template does not declare'),
      expect.stringContaining('`Ref` names `AlertsKey`'),
      expect.stringContaining('`Fn::GetAtt` names the resource `Missing`'),
    ]);
  });

  it('rejects an AWS property that the resource specification does not have, at any depth', async () => {
    const result = await findings(
      yaml(`Resources:
  Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument: {}
      Policies:
        - PolicyName: spot
          PolicyDocumentt: {}
      MaxSessionDurationn: 3600`),
    );
    expect(result).toEqual([
      expect.stringContaining('`Role.Properties.Policies[0].PolicyDocumentt` is not a property of `AWS::IAM::Role` (did you mean `PolicyDocument`?)'),
      expect.stringContaining('`Role.Properties.MaxSessionDurationn` is not a property of `AWS::IAM::Role` (did you mean `MaxSessionDuration`?)'),
    ]);
    expect(await findings(yaml('Resources:\n  X:\n    Type: AWS::EC2::Instancee'))).toEqual([expect.stringContaining('`AWS::EC2::Instancee` (resource `X`) is not a resource type')]);
  });

  it('rejects a field three levels deep in a Spot custom resource body that the API schema does not have', async () => {
    const result = await findings(yaml(spotGroup('        strategy:\n          risk: 100\n          revertToSpot:\n            performAtt: always')));
    expect(result).toEqual([expect.stringContaining('`AppGroup.Properties.group.strategy.revertToSpot.performAtt` is not a field of the `group` body of `POST /aws/ec2/group` in the Spot API reference (did you mean `performAt`?)')]);
  });

  it('checks JSON templates too, and only the syntax of a block titled as an excerpt', async () => {
    const json = `${fence}json title="template.json"\n{"Resources": {"Q": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": {"Ref": "Name"}}}}}\n${fence}`;
    expect(await findings(json)).toEqual([expect.stringContaining('`Ref` names `Name`')]);
    expect(await findings(yaml('Resources:\n  Q:\n    Type: AWS::SQS::Queue\n    Properties:\n      QueueName: !Ref Name', 'Excerpt: the queue'))).toEqual([]);
  });
});

describe('Helm commands', () => {
  const install = (cmd: string) => `${fence}bash title="Install"\nhelm repo add spot https://charts.spot.io\n${cmd}\n${fence}`;

  it('rejects a chart the repository does not serve, naming the one that does', async () => {
    expect(await findings(install('helm install ctl spot/spotinst-kubernetes-cluster-controller'))).toEqual([
      expect.stringContaining('has no chart `spotinst-kubernetes-cluster-controller` (it is served by spotinst'),
    ]);
    expect(await findings(install('helm install x spot/ocean-kubernetes-controler'))).toEqual([expect.stringContaining('did you mean `ocean-kubernetes-controller`?')]);
  });

  it('checks every --set key, across continuation lines and flags', async () => {
    const ok = install('helm upgrade --install --create-namespace ocean spot/ocean-network-client \\\n  -n kube-system \\\n  --set oceanController.secretName=s,oceanController.configMapName=c');
    expect(await findings(ok)).toEqual([]);
    const bad = install('helm upgrade --install ocean spot/ocean-network-client --set oceanController.namespace=kube-system');
    expect(await findings(bad)).toEqual([expect.stringContaining('has no value `oceanController.namespace`')]);
  });

  it('follows the alias a page gives the repository, and ignores charts from other repositories', async () => {
    const aliased = `${fence}bash title="x"\nhelm repo add my-spot https://charts.spot.io/\nhelm install x my-spot/no-such-chart\n${fence}`;
    expect(await findings(aliased)).toEqual([expect.stringContaining('has no chart `no-such-chart`')]);
    const other = `${fence}bash title="x"\nhelm repo add bitnami https://charts.bitnami.com/bitnami\nhelm install x bitnami/anything --set whatever=1\n${fence}`;
    expect(await findings(other)).toEqual([]);
  });
});

describe('JSON and YAML', () => {
  it('rejects broken JSON with its line', async () => {
    const result = await findings(`${fence}json title="Body"\n{\n  "group": {\n    "name": "a",\n  }\n}\n${fence}`);
    expect(result).toEqual([expect.stringMatching(/^1\d: JSON does not parse/)]);
  });

  it('rejects broken YAML and accepts CloudFormation tags', async () => {
    expect(await findings(`${fence}yaml title="x"\nkey: [unclosed\nother: 1\n${fence}`)).toEqual([expect.stringContaining('YAML does not parse')]);
    // Titled as an excerpt: the tag forms parse; the template rules are tested above.
    const cfn = `${fence}yaml title="Excerpt: intrinsic function forms"\nResources:\n  Role:\n    Type: AWS::IAM::Role\n    Properties:\n      RoleName: !Sub "\${AWS::StackName}-role"\n      Arn: !GetAtt [Role, Arn]\n      Value: !Join\n        - ""\n        - [a, !Ref Name]\n      Map: !If\n        - Cond\n        - {a: 1}\n        - !Ref AWS::NoValue\n${fence}`;
    expect(await findings(cfn)).toEqual([]);
  });
});

describe('resource names in prose', () => {
  it('checks inline code naming a spotinst_ type', async () => {
    expect(await findings('Use `spotinst_ocean_aws` for EKS.')).toEqual([]);
    expect(await findings('Read `spotinst_ocean_aws.main.id` and keep `spotinst_key.json` safe.')).toEqual([]);
    expect(await findings('Read `spotinst_ocean_eks.main.id`.')).toEqual([expect.stringContaining('`spotinst_ocean_eks`')]);
    expect(await findings('Use `spotinst_ocean_eks` for EKS.')).toEqual([expect.stringContaining('the provider has no resource `spotinst_ocean_eks`')]);
    expect(await findings('Use `spotinst_ocean_spark` to manage it.')).toEqual([expect.stringContaining('has been removed')]);
    expect(await findings(':::warning Removed\nProvider 1.238.0 removed `spotinst_ocean_spark`.\n:::')).toEqual([]);
  });
});

describe('Terraform references', () => {
  const excerpt = (code: string) => `${fence}hcl title="Excerpt: the role"\n${code}\n${fence}`;
  const role = `resource "aws_iam_role" "spot" {
  name               = "spot-\${var.env}"
  assume_role_policy = data.aws_iam_policy_document.trust.json
}`;

  it('names each variable, data source, resource and module a block uses that no block on the page declares, with its line', async () => {
    const result = await findings(
      hcl(`${role}

resource "spotinst_credentials_aws" "this" {
  iamrole    = aws_iam_role.spot.arn # a comment naming var.ignored is not configuration
  account_id = module.account.id
}

output "note" {
  value = "see aws_iam_role.text in a plain string"
}`),
    );
    expect(result).toEqual([
      '8: `var.env` is not declared on this page: declare it in a Terraform block, or title the block "Excerpt: …"',
      '9: `data.aws_iam_policy_document.trust` is not declared on this page: declare it in a Terraform block, or title the block "Excerpt: …"',
      '14: `module.account` is not declared on this page: declare it in a Terraform block, or title the block "Excerpt: …"',
    ]);
  });

  it('accepts references declared in another block of the page, including locals', async () => {
    const declarations = hcl(`variable "env" {
  type = string
}

locals {
  tags = {
    team = "a"
  }
  prefix = "spot"
}

data "aws_iam_policy_document" "trust" {
}`);
    expect(await findings(`${declarations}\n\n${hcl(`${role}\n\noutput "p" {\n  value = "\${local.prefix}-\${local.tags.team}"\n}`)}`)).toEqual([]);
  });

  it('leaves a block titled "Excerpt: …" alone', async () => {
    expect(await findings(excerpt(role))).toEqual([]);
  });
});
