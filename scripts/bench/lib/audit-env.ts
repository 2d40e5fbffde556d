/**
 * What a Lighthouse audit of the production build needs: a copy of the build
 * (so a rebuild running at the same time cannot change the pages under
 * audit), the production server (server/dist/main.js) serving it the way readers get it (precompressed,
 * long-cached assets), and a headless Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium). Used by bench:lighthouse and bench:trace.
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

export type Browser = {port: number; close: () => void};
export type AuditEnv = {origin: string; browser: Browser; close: () => void};

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

/** Chromium via chrome-launcher (installed with lighthouse); started by hand if that package is missing. */
async function startChromium(workDir: string): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH}; set CHROMIUM_PATH or run \`npm run system:install\`.`);
  try {
    const {launch} = await import('chrome-launcher');
    const chrome = await launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent'});
    return {port: chrome.port, close: () => chrome.kill()};
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return startChromiumByHand(workDir);
  }
}

async function startChromiumByHand(workDir: string): Promise<Browser> {
  const port = await freePort();
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${path.join(workDir, 'profile')}`, 'about:blank'],
    {stdio: 'ignore'},
  );
  const close = () => chromium.kill();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return {port, close};
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  close();
  throw new Error(`Chromium did not open its debugging port ${port} within 10 s`);
}

/** Serves a copy of `buildDir` (default build/) and opens Chromium; close() stops both and removes the copy. */
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
    const browser = await startChromium(workDir);
    return {
      origin: `http://127.0.0.1:${port}`,
      browser,
      close: () => {
        browser.close();
        cleanUp();
      },
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
