import { describe, expect, it } from 'vitest';
import { resources } from '@/app/i18n-resources';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('have the same namespaces in French and English', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.fr).sort());
  });

  for (const namespace of Object.keys(resources.fr) as (keyof typeof resources.fr)[]) {
    it(`"${namespace}" has every key in both languages, with the same placeholders`, () => {
      const fr = flatten(resources.fr[namespace]);
      const en = flatten(resources.en[namespace]);
      expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
      for (const [key, text] of Object.entries(fr)) {
        expect(text.trim(), `${namespace}:${key} is empty`).not.toBe('');
        expect(variables(en[key] ?? ''), `${namespace}:${key}`).toEqual(variables(text));
      }
    });
  }

  it('carry the exact messages of the specification', () => {
    const fr = flatten(resources.fr.common);
    const en = flatten(resources.en.common);
    expect(fr['validation.otpLength']).toBe('Le code OTP doit contenir 6 caractères');
    expect(fr['validation.passwordLength']).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(en['validation.emailOrPhone']).toBe('At least one of email or phone number is required');
    expect(en['denied.message']).toBe('You currently dont have access to this action');
    expect(en['errors.generic']).toBe('Something went wrong, please try again later');
    expect(en['errors.timeout']).toBe('Request timeout, please try again later');
    expect(en['errors.sessionExpired']).toBe('Session expired please login again');
  });
});
