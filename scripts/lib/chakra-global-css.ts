import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const ID = 'virtual:chakra-global.css';
const SYSTEM = '/@chakra-ui/react/dist/esm/styled-system/system.js';
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

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
    // createSystem works out the global CSS (reset, global styles, every token's variable: 40 to
    // 70 ms of a cold visit) as it builds the system; the app never reads it, since its
    // stylesheet carries it. In the build, it is worked out when first read (stories and tests
    // still insert it, through ChakraProvider).
    transform(code, id) {
      if (!id.endsWith(SYSTEM)) return undefined;
      if (!code.includes(EAGER_GLOBAL) || !/\n\s*_global,\n/.test(code)) {
        throw new Error(`${SYSTEM} changed: chakra-global-css.ts no longer finds its _global`);
      }
      return code
        .replace(
          EAGER_GLOBAL,
          'let _global;\n  const globalStyles = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
        )
        .replace(/\n(\s*)_global,\n/, '\n$1get _global() { return globalStyles(); },\n');
    },
    handleHotUpdate({ file }) {
      if (file.endsWith('/src/components/ui/theme.ts')) css = undefined;
    },
  };
};
