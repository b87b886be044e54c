import catalogue from './messages.json';

export type Lang = 'fr' | 'en';

/** Reads Accept-Language leniently: browsers send "en-US,en;q=0.9" for images and pages. */
export const langFromHeader = (header: string | undefined): Lang =>
  header?.trim().toLowerCase().startsWith('en') ? 'en' : 'fr';

/**
 * Every text the server answers, in French and English (messages.json); the form rules the app
 * also shows have the same words and keys as `validation.*` in src/lib/i18n
 * (tests/validation-wording.test.ts).
 */
export const messages = catalogue satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export const t = (lang: Lang, key: MessageKey): string => messages[key][lang];
