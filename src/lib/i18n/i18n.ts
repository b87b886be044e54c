import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

const LANGUAGE_KEY = 'language';

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The language of the interface and of `Accept-Language`: the stored choice, else French. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'fr');

export const changeLanguage = async (language: Language): Promise<void> => {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
};

const stored = localStorage.getItem(LANGUAGE_KEY);

void i18n.use(initReactI18next).init({
  lng: isLanguage(stored) ? stored : 'fr',
  fallbackLng: 'fr',
  supportedLngs: languages,
  defaultNS: 'common',
  ns: ['common'],
  resources: { fr: { common: fr }, en: { common: en } },
  interpolation: { escapeValue: false },
});

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
if (i18n.isInitialized) applyToDocument();
else i18n.on('initialized', applyToDocument);

export { i18n };
