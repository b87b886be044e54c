import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const ID = 'virtual:chakra-global.css';

/**
 * `virtual:chakra-global.css`: Chakra's global CSS with our theme (reset, global styles, the
 * tokens' variables, light and dark), worked out once at build time and shipped in the app's
 * stylesheet. At run time ChakraProvider would serialise, hash, compile and insert these 60 KB
 * on the first render of every visit (`UiProvider`'s `globalCss="stylesheet"` skips that).
 */
export const chakraGlobalCss = (): Plugin => {
  let css: string | undefined;
  return {
    name: 'chakra-global-css',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile('src/components/ui/theme.ts');
      css ??= execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/lib/print-chakra-global-css.ts'],
        { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      );
      return css;
    },
    handleHotUpdate({ file }) {
      if (file.endsWith('/src/components/ui/theme.ts')) css = undefined;
    },
  };
};
