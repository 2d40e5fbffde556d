/**
 * `npm run lock:complete` — run after any `npm install` that changes
 * package-lock.json. See scripts/lib/lockfile-platforms.ts for why. It also
 * asks the registry (`npm view`) for the integrity hash of every platform
 * entry that lacks one.
 */
import {execFile} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {promisify} from 'node:util';
import {completeLockfile, fillIntegrity, type Lockfile} from './lib/lockfile-platforms';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8')) as Lockfile;
const {added, unplaced} = completeLockfile(lock);

const run = promisify(execFile);
const integrityOf = async (name: string, version: string): Promise<string | undefined> => {
  try {
    const {stdout} = await run('npm', ['view', `${name}@${version}`, 'dist.integrity']);
    return stdout.trim() || undefined;
  } catch {
    return undefined; // E404: the registry has no such version
  }
};
const {filled, unavailable} = await fillIntegrity(lock, integrityOf);

writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added.length} optional platform package(s)`);
for (const name of added) console.log(`  + ${name}`);
console.log(`integrity hashes: ${filled.length} filled from the registry, ${unavailable.length} not published there`);
for (const name of unavailable) console.log(`  ? ${name}`);
if (unplaced.length > 0) {
  console.error(
    `Cannot tell the platform of ${unplaced.length} optional package(s); ` +
      `add them by hand or regenerate the lockfile against the full registry:\n  ${unplaced.join('\n  ')}`,
  );
  process.exit(1);
}
