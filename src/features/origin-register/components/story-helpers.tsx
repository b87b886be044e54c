import { inDataRouterAt, signedInAs, storyTexts } from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { registerReader } from '../mocks/origin-register-fixtures';

export const registerText = storyTexts('originRegister', fr, en);
/** The administrator of the fixtures, with declaration READ. */
export const withUser = signedInAs(registerReader);
export const inDataRouter = inDataRouterAt(
  '/main/origin-register?from=2026-08-01&to=2026-10-31&seed=482193',
);
