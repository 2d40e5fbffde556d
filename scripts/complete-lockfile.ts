/**
 * `npm run lock:complete` — run after any `npm install` that changes
 * package-lock.json. See scripts/lib/lockfile-platforms.ts for why.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {completeLockfile, type Lockfile} from './lib/lockfile-platforms';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8')) as Lockfile;
const {added, unplaced} = completeLockfile(lock);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added.length} optional platform package(s)`);
for (const name of added) console.log(`  + ${name}`);
if (unplaced.length > 0) {
  console.error(
    `Cannot tell the platform of ${unplaced.length} optional package(s); ` +
      `add them by hand or regenerate the lockfile against the full registry:\n  ${unplaced.join('\n  ')}`,
  );
  process.exit(1);
}
