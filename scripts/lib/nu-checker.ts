/** Runs the W3C Nu HTML Checker (vnu-jar) on files and returns its errors. */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {promisify} from 'node:util';

// Resolved from the project root rather than import.meta, so Playwright's test loader can import this file too.
const require = createRequire(path.join(process.cwd(), 'package.json'));
const run = promisify(execFile);

export type NuError = {file: string; line: number; message: string};

type NuJson = {messages: {type: string; subType?: string; url?: string; lastLine?: number; message: string}[]};

export async function runNuChecker(files: string[]): Promise<{errors: NuError[]}> {
  const jar = String(require('vnu-jar'));
  let stdout = '';
  let stderr = '';
  try {
    ({stdout, stderr} = await run('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {maxBuffer: 64 * 1024 * 1024}));
  } catch (error) {
    const failed = error as {code?: number | string; stdout?: string; stderr?: string};
    if (failed.code === 'ENOENT') throw new Error('the Nu HTML Checker needs Java: install a Java runtime (Debian: apt-get install default-jre-headless)');
    // vnu exits 1 when it found errors; the JSON report is still complete.
    stdout = failed.stdout ?? '';
    stderr = failed.stderr ?? '';
  }
  const json = JSON.parse(stderr.trim() || stdout.trim() || '{"messages":[]}') as NuJson;
  return {
    errors: json.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => ({file: (m.url ?? '').replace(/^file:/, ''), line: m.lastLine ?? 0, message: m.message})),
  };
}
