/**
 * Runs Debian's nginx in the foreground on a build, with the deployed site
 * configuration (deploy/nginx/spot-docs.conf) and the build's own includes,
 * from a private temporary prefix.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {writeNginxIncludes} from './nginx-config.js';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const SITE_TEMPLATE = path.resolve(import.meta.dirname, import.meta.dirname.endsWith('dist') ? '../..' : '..', 'deploy/nginx/spot-docs.conf');

export type NginxOptions = {root: string; host: string; port: number};
export type RunningNginx = {process: ChildProcess; configDir: string; stop: () => Promise<void>};

/** What is missing to run nginx on this build, with how to get it; empty when nothing is. */
export function missingForNginx(root: string): string[] {
  return (
    [
      [NGINX, 'apt-get install nginx (npm run system:install does it)'],
      [BROTLI_MODULE, 'apt-get install libnginx-mod-http-brotli-static (npm run system:install does it)'],
      [path.join(root, '_headers'), 'npm run build'],
    ] as const
  )
    .filter(([file]) => !existsSync(file))
    .map(([file, hint]) => `${file} is missing: ${hint}.`);
}

export function writeNginxConfig({root, host, port}: NginxOptions): string {
  const work = mkdtempSync(path.join(tmpdir(), 'spot-docs-nginx-'));
  writeNginxIncludes(root, work);
  const site = readFileSync(SITE_TEMPLATE, 'utf8')
    .replaceAll('/etc/nginx/spot-docs/', `${work}/`)
    .replace('root /srv/spot-docs/build;', `root ${root};`)
    .replace('listen 80;', `listen ${host}:${port};`);
  writeFileSync(path.join(work, 'spot-docs.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      `load_module ${BROTLI_MODULE};`,
      // As root, nginx would run its workers as "nobody", who cannot read a build in a private folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes auto;',
      'daemon off;',
      `pid ${path.join(work, 'nginx.pid')};`,
      'error_log stderr error;',
      'events { worker_connections 1024; }',
      'http {',
      '    access_log off;',
      '    sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${temp(name)}`),
      `    include ${path.join(work, 'spot-docs.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return work;
}

/** Starts nginx and resolves once it answers on host:port. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const missing = missingForNginx(options.root);
  if (missing.length > 0) throw new Error(missing.join('\n'));
  const work = writeNginxConfig(options);
  const child = spawn(NGINX, ['-e', 'stderr', '-p', work, '-c', path.join(work, 'nginx.conf')], {stdio: ['ignore', 'inherit', 'pipe']});
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT'); // graceful stop
    await exited;
    rmSync(work, {recursive: true, force: true});
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors}`);
    const up = await fetch(`http://${options.host}:${options.port}/`, {method: 'HEAD'}).then(
      () => true,
      () => false,
    );
    if (up) return {process: child, configDir: work, stop};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${options.host}:${options.port} within 15 s:\n${errors}`);
}
