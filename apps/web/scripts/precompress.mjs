// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the web build, so
// the server sends each asset compressed at the strongest settings without spending CPU per
// request (@fastify/static `preCompressed`, chosen by the request's Accept-Encoding). Run after
// `vite build` by the web package's `build` script; `node scripts/precompress.mjs [dir]` (default
// dist). A copy that would not be smaller than its file is not written (the file is sent as is).
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images other than SVG, fonts (woff2) and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|svg|json|webmanifest|map|txt|xml|wasm|ico)$/i;

async function* filesOf(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (entry.isFile()) yield path;
  }
}

async function precompressFile(path) {
  const source = await readFile(path);
  const text = !/\.(wasm|ico)$/i.test(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: text
          ? constants.BROTLI_MODE_TEXT
          : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { file: path, raw: source.length, br: 0, gz: 0 };
  for (const [extension, body] of [
    ['br', br],
    ['gz', gz],
  ]) {
    const target = `${path}.${extension}`;
    if (body.length < source.length) {
      await writeFile(target, body);
      written[extension] = body.length;
    } else await rm(target, { force: true });
  }
  return written;
}

export async function precompress(dir) {
  const root = resolve(dir);
  if (!(await stat(root)).isDirectory()) throw new Error(`${root} is not a directory`);
  const jobs = [];
  for await (const path of filesOf(root)) if (COMPRESSIBLE.test(path)) jobs.push(path);
  const results = [];
  // A few at a time: brotli at quality 11 is CPU-bound, and the build machine may be shared.
  for (let i = 0; i < jobs.length; i += 4)
    results.push(...(await Promise.all(jobs.slice(i, i + 4).map(precompressFile))));
  return results.map((result) => ({ ...result, file: relative(root, result.file) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const results = await precompress(dir);
  // What the files weigh as sent: a file without a smaller copy goes as it is.
  const total = (key) => results.reduce((sum, result) => sum + (result[key] || result.raw), 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `precompressed ${results.length} files in ${dir}: ${kb(total('raw'))} → gzip ${kb(total('gz'))}, brotli ${kb(total('br'))}`,
  );
}
