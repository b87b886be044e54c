import { inDataRouterAt, signedInAs, storyTexts } from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { accounts } from '../mocks/user-fixtures';

export const usersText = storyTexts('users', fr, en);
/** The administrator with every right in Nord. */
export const withUser = signedInAs(accounts.amira);
export const inDataRouter = inDataRouterAt('/main/role-management/');
