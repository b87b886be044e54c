import type { Plugin } from 'vite';

/** One module's place in the build: its chunk, and its length once rendered (before minifying). */
export interface BundleModule {
  chunk: string;
  module: string;
  length: number;
}

/**
 * Writes dist/.vite/bundle-modules.json: every module of the build with its chunk and rendered
 * length. `npm run bench` reads it with the manifest to say where the bytes of each chunk go
 * (scripts/bench/bundle-report.md). No dependency: the bundler already knows all this.
 */
export const bundleModules = (): Plugin => ({
  name: 'bundle-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const modules: BundleModule[] = [];
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      for (const [id, info] of Object.entries(output.modules)) {
        if (info.renderedLength > 0) {
          modules.push({
            chunk: output.fileName,
            module: id.replace(`${process.cwd()}/`, '').replace(/^\0/, ''),
            length: info.renderedLength,
          });
        }
      }
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/bundle-modules.json',
      source: JSON.stringify(modules),
    });
  },
});
