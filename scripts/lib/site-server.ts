/**
 * Starts the production server (the compiled server/dist/main.js, as
 * `npm run serve` does) for benchmarks, and stops it.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'server/dist/main.js');

export type RunningServer = {url: string; process: ChildProcess; stop: () => Promise<void>};

/** Resolves once the server says it is serving `buildDir` on 127.0.0.1:`port`. */
export function startSiteServer({buildDir, port}: {buildDir: string; port: number}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    return Promise.reject(new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run "npm run build" (it compiles the server).`));
  }
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: buildDir},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) {
        resolve({
          url: `http://127.0.0.1:${port}`,
          process: child,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before serving:\n${output}`)));
  });
}
