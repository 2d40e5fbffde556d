/**
 * The route-shards plugin's one option: how many doc routes a shard holds.
 * Fewer means smaller shard files and more of them (each one more start path
 * in main.js and one more entry in webpack's chunk map); 40 keeps a shard near
 * 3 KB gzip. Bigger shards cost the phone's main thread more than they save:
 * with 100, total blocking time on /ocean/ went from 121 to 257 ms (median of
 * five first visits each, audited side by side; scripts/bench/RESULTS.md).
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
