/**
 * The route-shards plugin's one option: how many doc routes a shard holds.
 * Fewer means smaller shard files and more of them (each one more entry in
 * main.js and in webpack's chunk map); 40 keeps a shard near 3 KB gzip.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type RouteShardsOptions = {routesPerShard: number};

export const DEFAULT_OPTIONS: RouteShardsOptions = {routesPerShard: 40};

const schema = Joi.object<RouteShardsOptions>({
  routesPerShard: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.routesPerShard),
});

export function validateOptions({validate, options}: OptionValidationContext<Partial<RouteShardsOptions>, RouteShardsOptions>): RouteShardsOptions {
  return validate(schema, options);
}
