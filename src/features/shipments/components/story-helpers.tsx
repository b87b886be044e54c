import { users } from '@mocks/fixtures';
import { inDataRouterAt, signedInAs, storyTexts } from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

export const shipmentText = storyTexts('shipments', fr, en);
export const withUser = signedInAs(users.admin);
export const inDataRouter = inDataRouterAt('/main/shipments/');
