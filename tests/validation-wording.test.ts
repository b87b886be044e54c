import { describe, expect, it } from 'vitest';
import { messages, t, type MessageKey } from '../server/http/i18n';
import commonEn from '@/lib/i18n/en.json';
import commonFr from '@/lib/i18n/fr.json';

/**
 * The rules the forms check and the server checks again, under one key on both sides: the form
 * shows `validation.<key>` before sending, the server answers `<key>` when a body gets past it.
 * A user must read the same words either way.
 */
const shared = [
  'required',
  'invalidEmail',
  'invalidPhone',
  'invalidLogin',
  'emailOrPhone',
  'postalCode',
  'otpLength',
  'passwordLength',
  'invalidActions',
  'vehicleCapacities',
  'quantityOverCapacity',
  'contractDates',
  'buyerCertificateDates',
  'netOverGross',
  'receivedBeforeDispatch',
  'depotNeedsZone',
  'decisionCommentRequired',
  'amendmentReasonRequired',
  'fileType',
  'fileTooLarge',
] as const satisfies readonly (MessageKey & keyof typeof commonFr.validation)[];

describe("a rule's message is the same in the app and from the server", () => {
  it('every server message the forms also show is compared below (a renamed key would escape)', () => {
    const both = Object.keys(messages).filter((key) => key in commonFr.validation);
    expect(both.sort()).toEqual([...shared].sort());
  });

  for (const key of shared) {
    it(`"${key}" in French and in English`, () => {
      expect(commonFr.validation[key]).toBe(t('fr', key));
      expect(commonEn.validation[key]).toBe(t('en', key));
    });
  }
});
