import type { ResourceKey } from 'i18next';
import { registerCatalogue, type Language } from '@/lib/i18n/i18n';

/**
 * Every feature's catalogues, one chunk per language and namespace, fetched when a screen
 * needs them (router.tsx names each page's namespaces) rather than all in the first load. The
 * namespace is the feature's folder in camelCase: `removal-vouchers` → `removalVouchers`.
 */
const files = import.meta.glob<{ default: ResourceKey }>('../features/*/i18n/{fr,en}.json');

for (const [file, load] of Object.entries(files)) {
  const [, folder, language] = /features\/([^/]+)\/i18n\/(fr|en)\.json$/.exec(file)!;
  const namespace = folder!.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  registerCatalogue(language as Language, namespace, load);
}
