import { users } from '@mocks/fixtures';
import { signedInAs, storyTexts } from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

export const homeText = storyTexts('home', fr, en);
export const withUser = signedInAs(users.admin);
