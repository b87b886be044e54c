import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

const LANGUAGE_KEY = 'language';

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** A message catalogue (one namespace in one language), fetched when first needed. */
export type CatalogueLoader = () => Promise<{ default: ResourceKey }>;

// Each language and each namespace is a chunk of its own: a first visit fetches the common
// messages and the screen's namespace in its language only (src/app/i18n-loader.ts adds the
// features' catalogues).
const catalogues = new Map<string, CatalogueLoader>(
  Object.entries(import.meta.glob<{ default: ResourceKey }>('./{fr,en}.json')).map(
    ([file, load]) => [`${file.slice(2, 4)}|common`, load],
  ),
);

/** Makes `namespace` loadable in `language`. */
export const registerCatalogue = (language: Language, namespace: string, load: CatalogueLoader) =>
  catalogues.set(`${language}|${namespace}`, load);

const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = catalogues.get(`${language}|${namespace}`);
    if (!load) {
      done(new Error(`no catalogue ${namespace} in ${language}`), false);
      return;
    }
    load().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, false),
    );
  },
};

const stored = localStorage.getItem(LANGUAGE_KEY);
const initialLanguage: Language = isLanguage(stored) ? stored : 'fr';

/** The language of the interface and of `Accept-Language`: the stored choice, else French. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.language) ? i18n.language : initialLanguage;

/** Switches the language once the namespaces in use are loaded in it, and remembers it. */
export const changeLanguage = async (language: Language): Promise<void> => {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
};

/** Settles when the common messages of the current language are loaded. */
export const i18nReady = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    // Every key exists in both languages (tests/shell/i18n.test.ts): no fallback to fetch.
    fallbackLng: false,
    supportedLngs: languages,
    load: 'currentOnly',
    defaultNS: 'common',
    ns: ['common'],
    // Catalogues added by hand (tests, stories) count as loaded; the backend fetches the rest.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });

/** Loads namespaces in the current language (and in any language chosen later). */
export const loadNamespaces = (namespaces: readonly string[]) =>
  i18n.loadNamespaces([...namespaces]);

let pageTitle: string | undefined;

/**
 * `<html lang>` and the window title follow the interface language: screen readers pick the
 * right voice, and the tab says where one is ("Tournées · Collecte d'huile").
 */
const applyToDocument = () => {
  document.documentElement.lang = currentLanguage();
  const app = i18n.t('appName');
  document.title = pageTitle ? i18n.t('documentTitle', { page: pageTitle, app }) : app;
};

/** The current screen's title (already translated) for the window title; none for the app's. */
export const setPageTitle = (title: string | undefined) => {
  pageTitle = title;
  applyToDocument();
};

i18n.on('languageChanged', applyToDocument);
i18n.on('loaded', applyToDocument);
if (i18n.isInitialized) applyToDocument();
else i18n.on('initialized', applyToDocument);

export { i18n };

/**
 * `t` with its answers remembered: a page of 100 rows asks for the same few words hundreds of
 * times (statuses, categories, frequencies), each of i18next's answers costing tens of µs. Made
 * again with each new `t` (a language change gives one), as the columns and formats are.
 */
export const rememberAnswers = <T extends (...args: never[]) => unknown>(t: T): T => {
  const answers = new Map<string, unknown>();
  return ((...args: Parameters<T>) => {
    const question = JSON.stringify(args);
    if (!answers.has(question)) answers.set(question, t(...args));
    return answers.get(question);
  }) as T;
};
