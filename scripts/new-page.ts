/**
 * `npm run new-page -- <route> "<Title>" [--after <route>]`: a new page with
 * its front matter and sections, its route in the information architecture,
 * then the content check on it, which lists what is left to write
 * (lib/new-page.ts).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {createPage} from './lib/new-page';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const afterAt = args.indexOf('--after');
const after = afterAt >= 0 ? args[afterAt + 1] : undefined;
const [route, title] = args.filter((_, i) => afterAt < 0 || (i !== afterAt && i !== afterAt + 1));
if (!route || !title || (afterAt >= 0 && !after)) {
  console.error('Usage: npm run new-page -- <route> "<Title>" [--after <route>]\n  e.g. npm run new-page -- /ocean/features/my-feature "My feature" --after /ocean/features/headroom');
  process.exit(2);
}
try {
  const file = createPage(ROOT, {route, title, after});
  console.log(`Wrote ${file} and added ${route} to src/data/information-architecture.json.\nWhat the content check still wants (write the page, then run npm run check:content ${file}):\n`);
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'scripts/check-content.ts'), file], {cwd: ROOT, stdio: 'inherit'});
} catch (error) {
  console.error(`new-page: ${(error as Error).message}`);
  process.exit(1);
}
