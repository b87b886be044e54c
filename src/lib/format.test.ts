import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import { formatsFor } from './format';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('one way to write numbers and dates (src/lib/format.ts)', () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'fr',
      ns: ['common'],
      defaultNS: 'common',
      resources: { fr: { common: fr }, en: { common: en } },
    });
  });
  const formats = (language: 'fr' | 'en') =>
    formatsFor(language, i18n.getFixedT(language, 'common'));

  it('groups thousands and keeps the unit beside its number', () => {
    const fr = formats('fr');
    expect(fr.litres(1000)).toBe('1\u202f000\u00a0L');
    expect(spaces(fr.litres(12500.5))).toBe('12 500,5 L');
    expect(spaces(formats('en').litres(12500.5))).toBe('12,500.5 L');
    expect(spaces(fr.litresPerMonth(3500))).toBe('3 500 L/mois');
    expect(spaces(formats('en').litresPerMonth(3500))).toBe('3,500 L/month');
    expect(spaces(fr.tnd(1234.5))).toBe('1 234,500 TND');
    expect(spaces(fr.km(12.34))).toBe('12,3 km');
  });

  it("writes coordinates with the locale's decimal mark, and inputs and exports without grouping", () => {
    expect(formats('fr').coordinate(36.8665)).toBe('36,8665');
    expect(formats('en').coordinate(36.8665)).toBe('36.8665');
    expect(formats('fr').coordinate(10.2)).toBe('10,2000');
    expect(formats('fr').decimal(12345.678)).toBe('12345,678');
    expect(formats('en').plain(12345.678)).toBe('12345.678');
  });

  it('writes frequencies with the common words', () => {
    expect(formats('fr').frequency('WEEKLY', 2)).toBe('2 × par semaine');
    expect(formats('en').frequency('MONTHLY', 1)).toBe('1 × monthly');
  });

  it('never moves a calendar day, and writes moments on the 24-hour clock', () => {
    const fr = formats('fr');
    expect(fr.day('2026-11-24')).toBe('24 nov. 2026');
    expect(fr.day('2026-11-24T00:00:00.000Z')).toBe('24 nov. 2026');
    expect(fr.monthLong('2026-11')).toBe('novembre 2026');
    expect(formats('en').weekday('2026-11-24')).toBe('Tue, 24 Nov 2026');
    expect(fr.moment('2026-11-24T16:45:00')).toMatch(/16:45$/);
    expect(formats('en').moment('2026-11-24T16:45:00')).toMatch(/16:45$/);
  });

  it('shows a value that is not a date as it came', () => {
    expect(formats('fr').day('not a date')).toBe('not a date');
  });
});
