import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text, and the app's own assets only (fonts are compressed already). */
const COMPRESSIBLE = /\.(js|css|json|svg|html|txt|map)$/;

/**
 * Writes a gzip and a brotli copy beside each text file of the build (`app-….js.gz`,
 * `app-….js.br`), once, at the highest levels: the server sends the copy the browser accepts
 * (server/http/static.ts, `precompressed`) instead of compressing the same files again for every
 * first visit, on the thread that answers the API.
 */
export const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (!COMPRESSIBLE.test(output.fileName) || output.fileName.startsWith('.vite/')) continue;
      const source = output.type === 'chunk' ? output.code : output.source;
      const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
      if (bytes.length < 1024) continue;
      this.emitFile({
        type: 'asset',
        fileName: `${output.fileName}.gz`,
        source: gzipSync(bytes, { level: 9 }),
      });
      this.emitFile({
        type: 'asset',
        fileName: `${output.fileName}.br`,
        source: brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      });
    }
  },
});
