/**
 * `npm run serve:nginx`: serves build/ (BUILD_DIR) with Debian's nginx and
 * the deployed configuration at HOST:PORT (127.0.0.1:8080 by default).
 */
import path from 'node:path';
import {startNginx} from './nginx-runner.js';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

try {
  const nginx = await startNginx({root, host, port});
  console.log(`Serving ${root} at http://${host}:${port}/ with nginx (configuration in ${nginx.configDir})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void nginx.stop().then(() => process.exit(0)));
  nginx.process.once('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
