import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;

/**
 * Writes a gzip and a brotli copy beside each text file of the build (`app-….js.gz`,
 * `app-….js.br`), once, at the highest levels: the server sends the copy the browser accepts
 * (server/http/static.ts, `precompressed`) instead of compressing the same files again for every
 * first visit, on the thread that answers the API. From the files as written, once every other
 * plugin is done with them.
 */
export const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  enforce: 'post',
  writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    for (const fileName of Object.keys(bundle)) {
      if (!COMPRESSIBLE.test(fileName) || fileName.startsWith('.vite/')) continue;
      const file = join(outDir, fileName);
      const bytes = readFileSync(file);
      if (bytes.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      );
    }
  },
});
