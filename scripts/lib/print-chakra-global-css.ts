// Prints the global CSS of Chakra's system with our theme (reset, global styles, tokens), as
// Emotion writes it at run time; scripts/lib/chakra-global-css.ts builds it into the app's
// stylesheet. Run by that plugin: `node --import tsx scripts/lib/print-chakra-global-css.ts`.
import createCache from '@emotion/cache';
import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { getSystem } from '../../src/components/ui/theme';

const system = getSystem() as unknown as { _global: CSSObject[]; layers: { atRule: string } };
const cache = createCache({ key: 'css' });
// On the server Emotion answers the rules it would insert in the page.
const rules = cache.insert(
  '',
  serializeStyles([system._global], cache.registered),
  cache.sheet,
  true,
);
process.stdout.write(`${system.layers.atRule}\n${String(rules)}\n`);
