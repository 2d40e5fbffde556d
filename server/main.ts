/**
 * `npm run serve`: serves build/ (BUILD_DIR to change it) at HOST:PORT
 * (127.0.0.1:3000 by default). Runs as plain Node.js from server/dist, with
 * only the production dependencies installed.
 */
import path from 'node:path';
import {createSiteServer} from './app.js';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0–65535); got "${process.env.PORT}".`);
  process.exit(1);
}

try {
  const app = createSiteServer({root});
  await app.listen({port, host});
  console.log(`Serving ${root} at http://${host}:${port}/`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
