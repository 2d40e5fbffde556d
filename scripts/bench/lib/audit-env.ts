/**
 * What a Lighthouse audit of the production build needs: a copy of the build
 * (so a rebuild running at the same time cannot change the pages under
 * audit), the production server (server/dist/main.js) serving it the way readers get it (precompressed,
 * long-cached assets), and a headless Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium). Used by bench:lighthouse and bench:trace.
 *
 * Every audit gets a Chromium of its own with an empty profile, as the
 * Lighthouse command line and PageSpeed Insights do: a reader's first visit
 * has no HTTP cache and no V8 code cache for this origin. One browser kept
 * across audits parsed and compiled main.js once and then reused it, which
 * hid 100–300 ms of blocking time per page from every audit after the first.
 */
import {spawn} from 'node:child_process';
import {startSiteServer, type RunningServer} from '../../lib/site-server';
import {cpSync, existsSync, mkdtempSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {CHROMIUM_FLAGS as CHROMIUM_BASE_FLAGS, CHROMIUM_PATH} from '../../lib/chromium';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_BASE_FLAGS];

export type Browser = {port: number; close: () => Promise<void>};
export type AuditEnv = {
  origin: string;
  /** A new Chromium with a new, empty profile; close it after one audit. */
  freshBrowser: () => Promise<Browser>;
  close: () => void;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function snapshotBuild(buildDir: string, workDir: string): string {
  const required = ['index.html', '404.html', 'sitemap.xml'];
  if (!required.every((file) => existsSync(path.join(buildDir, file)))) {
    throw new Error(`No complete build in ${buildDir} (${required.join(', ')} needed): run \`npm run build\` first.`);
  }
  const copy = path.join(workDir, 'build');
  cpSync(buildDir, copy, {recursive: true});
  return copy;
}

/**
 * A Chromium with a profile folder of its own, made for this launch and
 * removed when it closes: no cache, code cache or storage carries over.
 */
async function startChromium(workDir: string): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH}; set CHROMIUM_PATH or run \`npm run system:install\`.`);
  const profile = mkdtempSync(path.join(workDir, 'profile-'));
  const port = await freePort();
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {stdio: 'ignore'},
  );
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  const close = async () => {
    chromium.kill();
    await exited;
    // Chromium's helper processes can still be writing the profile for a moment; whatever is left
    // goes with the work folder when the run ends.
    try {
      rmSync(profile, {recursive: true, force: true, maxRetries: 5, retryDelay: 100});
    } catch {
      // Left for cleanUp().
    }
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return {port, close};
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Chromium did not open its debugging port ${port} within 10 s`);
}

/** Serves a copy of `buildDir` (default build/); close() stops the server and removes the copy and any profiles left. */
export async function openAuditEnv(buildDir = path.join(ROOT, 'build')): Promise<AuditEnv> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  let server: RunningServer | undefined;
  const cleanUp = () => {
    void server?.stop();
    rmSync(workDir, {recursive: true, force: true});
  };
  try {
    const buildCopy = snapshotBuild(buildDir, workDir);
    const port = await freePort();
    server = await startSiteServer({buildDir: buildCopy, port});
    return {
      origin: `http://127.0.0.1:${port}`,
      freshBrowser: () => startChromium(workDir),
      close: cleanUp,
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/** `--name=value` from argv, or undefined. */
export function flagValue(argv: readonly string[], name: string): string | undefined {
  const flag = argv.find((a) => a.startsWith(`--${name}=`));
  return flag?.slice(name.length + 3);
}
