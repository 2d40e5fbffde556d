/**
 * The step of `npm run build` after `docusaurus build`: readies build/ (or
 * the folder given) for production serving (src/publish). The build's
 * environment decides the site URL and Tag Manager, as it does for the config.
 */
import path from 'node:path';
import {readBuildEnv} from '../src/config/env';
import {SITE} from '../src/data/site';
import {publish} from '../src/publish';

const outDir = path.resolve(process.argv[2] ?? 'build');
const env = readBuildEnv(process.env);
console.log(await publish(outDir, {baseUrl: SITE.baseUrl, siteUrl: env.siteUrl ?? SITE.url, tagManager: Boolean(env.gtmContainerId)}));
