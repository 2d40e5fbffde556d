/**
 * `node server/dist/nginx-cli.js --build build --out /etc/nginx/spot-docs`
 * (`npm run nginx:config -- --out …`): writes the includes of
 * deploy/nginx/spot-docs.conf for the build being deployed.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {writeNginxIncludes} from './nginx-config.js';

const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}, out: {type: 'string'}}});
if (!values.out) {
  console.error('Usage: nginx-config --build <build dir> --out <directory for the includes, e.g. /etc/nginx/spot-docs>');
  process.exit(2);
}
try {
  const written = writeNginxIncludes(path.resolve(values.build), path.resolve(values.out));
  console.log(`Wrote ${written.join(', ')} to ${path.resolve(values.out)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
