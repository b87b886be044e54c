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

export { i18n };
