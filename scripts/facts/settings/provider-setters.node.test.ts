import {describe, expect, it} from 'vitest';
import {blankComments} from './go-source';
import {loadPackage} from './provider-schema';
import {setterUses} from './provider-setters';
import type {Repo} from './repo';
import {loadSdk, SDK_MODULE} from './sdk-types';

const SDK_PKG = 'service/example/providers/aws';
const T = (name: string) => `${SDK_MODULE}${SDK_PKG}.${name}`;

/** A repository held in memory: folder listing and file contents. */
function repoOf(files: Record<string, string>): Repo {
  return {
    dir: 'memory',
    list: (folder) => Object.keys(files).filter((f) => f.startsWith(`${folder.replace(/\/$/, '')}/`)),
    read: (file) => files[file],
  };
}

const sdk = loadSdk(
  repoOf({
    [`${SDK_PKG}/aws.go`]: `package aws
type Group struct {
	Strategy *Strategy \`json:"strategy,omitempty"\`
	Tags     []*Tag    \`json:"tags,omitempty"\`
	Scaling  *Scaling  \`json:"scaling,omitempty"\`
}
type Strategy struct {
	Risk *float64 \`json:"risk,omitempty"\`
}
type Tag struct {
	Key   *string \`json:"tagKey,omitempty"\`
}
type NetworkInterface struct {
	ID                       *string \`json:"networkInterfaceId,omitempty"\`
	AssociatePublicIPAddress *bool   \`json:"associatePublicIpAddress,omitempty"\`
}
func (o *NetworkInterface) SetId(v *string) *NetworkInterface { if o.ID = v; o.ID == nil {}; return o }
func (o *NetworkInterface) SetAssociatePublicIPAddress(v *bool) *NetworkInterface { if o.AssociatePublicIPAddress = v; o.AssociatePublicIPAddress == nil {}; return o }
type AutoScale struct {
	Cooldown *int \`json:"cooldown,omitempty"\`
}
type Scaling struct {
	AutoScale
	Labels []*Tag \`json:"labels,omitempty"\`
}
func (o *Group) SetStrategy(v *Strategy) *Group { if o.Strategy = v; o.Strategy == nil {}; return o }
func (o *Group) SetScaling(v *Scaling) *Group { if o.Scaling = v; o.Scaling == nil {}; return o }
func (o *Strategy) SetRisk(v *float64) *Strategy { if o.Risk = v; o.Risk == nil {}; return o }
func (o *AutoScale) SetCooldown(v *int) *AutoScale { if o.Cooldown = v; o.Cooldown == nil {}; return o }
`,
  }),
);

const provider = repoOf({
  'spotinst/example/consts.go': `package example
const (
	SpotPercentage commons.FieldName = "spot_percentage"
	Id             commons.FieldName = "network_interface_id"
	AssociatePublicIp commons.FieldName = "associate_public_ip_address"
	Cooldown       commons.FieldName = "cooldown"
	Scaling        commons.FieldName = "scaling"
)
const (
	TagKey TagField = "key"
)`,
  'spotinst/example/fields.go': `package example
import (
	"github.com/spotinst/spotinst-sdk-go/${SDK_PKG}"
)
func create(resourceData *schema.ResourceData) error {
	group := wrapper.GetGroup()
	if v, ok := resourceData.Get(string(SpotPercentage)).(int); ok {
		// a comment that mentions x.SetNothing(
		group.Strategy.SetRisk(spotinst.Float64(float64(v)))
	}
	tags = append(tags, &aws.Tag{
		Key: spotinst.String(attr[string(TagKey)].(string)),
	})
	var scaling *aws.Scaling
	if v, ok := resourceData.GetOk(string(Scaling)); ok {
		scaling = &aws.Scaling{}
		if c, ok := m[string(Cooldown)].(int); ok {
			scaling.SetCooldown(spotinst.Int(c))
		}
	}
	group.SetScaling(scaling)
	return nil
}

func expandInterface(m map[string]interface{}) (*aws.NetworkInterface, error) {
	networkInterface := &aws.NetworkInterface{}
	if v, ok := m[string(Id)].(string); ok && v != "" {
		if p, ok := m[string(AssociatePublicIp)].(bool); ok && p {
			return nil, errors.New("not both")
		}
		networkInterface.SetId(spotinst.String(v))
	} else {
		if p, ok := m[string(AssociatePublicIp)].(bool); ok {
			networkInterface.SetAssociatePublicIPAddress(spotinst.Bool(p))
		}
	}
	return networkInterface, nil
}`,
});

describe('setterUses', () => {
  const pkg = loadPackage(provider, 'spotinst/example');
  pkg.files = pkg.files.map((f) => ({...f, src: blankComments(f.src)}));
  const uses = setterUses(pkg, sdk, new Map([['GetGroup', T('Group')]]), T('Group'));
  const of = (name: string) => uses.filter((u) => u.name === name).map(({struct, field, fromRoot}) => ({struct, field, fromRoot}));

  it('follows a value passed straight to a setter down a chain from the root struct', () => {
    expect(of('spot_percentage')).toEqual([{struct: T('Strategy'), field: 'Risk', fromRoot: ['Strategy']}]);
  });

  it('reads the field of a struct literal the value is written into', () => {
    expect(of('key')).toEqual([{struct: T('Tag'), field: 'Key', fromRoot: undefined}]);
  });

  it('gives a nested read its own setter, through a promoted method of an embedded struct', () => {
    expect(of('cooldown')).toEqual([{struct: T('Scaling'), field: 'Cooldown', fromRoot: undefined}]);
  });

  it('does not take the setter that merely follows a read whose block only returns an error', () => {
    expect(of('associate_public_ip_address').map((u) => u.field)).toEqual(['AssociatePublicIPAddress']);
    expect(of('network_interface_id').map((u) => u.field)).toEqual(['ID']);
  });

  it('finds the setter of a value built inside the block and set after it', () => {
    expect(of('scaling')).toEqual([{struct: T('Group'), field: 'Scaling', fromRoot: []}]);
  });
});

describe('loadSdk', () => {
  it("merges an embedded struct's fields into the JSON level that embeds it", () => {
    expect(sdk.struct(T('Scaling'))?.fields.get('Cooldown')?.json).toBe('cooldown');
    expect(sdk.route(T('Group'), T('Tag'))).toEqual([['Tags']]);
  });
});
