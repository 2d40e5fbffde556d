/**
 * Precompresses the site's text files once, at build time and at maximum
 * quality, so servers send `.br`/`.gz` siblings instead of compressing on
 * every request (nginx `brotli_static`/`gzip_static`, @fastify/static
 * `preCompressed`).
 */
import {readdir, readFile, writeFile, unlink} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type CompressionTotals = {files: number; bytes: number; brotliBytes: number; gzipBytes: number};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressOne(file: string, totals: CompressionTotals): Promise<void> {
  const source = await readFile(file);
  const isText = {[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT};
  const [br, gz] = await Promise.all([
    brotli(source, {params: {...isText, [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length}}),
    gzipAsync(source, {level: constants.Z_BEST_COMPRESSION}),
  ]);
  totals.files += 1;
  totals.bytes += source.length;
  // A variant no smaller than the file is useless; removing a stale one keeps servers from sending old content.
  for (const [suffix, data] of [['.br', br], ['.gz', gz]] as const) {
    const target = file + suffix;
    if (data.length < source.length) await writeFile(target, data);
    else await unlink(target).catch(() => undefined);
    totals[suffix === '.br' ? 'brotliBytes' : 'gzipBytes'] += Math.min(data.length, source.length);
  }
}

/** Writes `file.br` and `file.gz` next to every file under `dir` whose extension is listed. */
export async function precompress(dir: string, extensions: readonly string[], skip: (file: string) => boolean = () => false): Promise<CompressionTotals> {
  const files = (await listFiles(dir)).filter((file) => extensions.includes(path.extname(file)) && !skip(file));
  const totals: CompressionTotals = {files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0};
  // zlib works in libuv's thread pool: a few files in flight keep every core busy without queueing thousands of buffers.
  const lanes = Math.max(2, availableParallelism());
  let next = 0;
  await Promise.all(
    Array.from({length: lanes}, async () => {
      while (next < files.length) await compressOne(files[next++], totals);
    }),
  );
  return totals;
}
