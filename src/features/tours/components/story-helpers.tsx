import { adminWith, users } from '@mocks/fixtures';
import { inDataRouterAt, signedInAs, storyTexts } from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

export const tourText = storyTexts('tours', fr, en);
export const withUser = signedInAs(users.admin);
export const inDataRouter = inDataRouterAt('/main/routing/');

/** Someone who may read tours, and nothing else about them. */
export const tourReader = adminWith({ tour: 'READ' });

/** Someone without any right on tours. */
export const noTours = adminWith({ tour: undefined });

/** The account of the company `subcontractorId`, which may read and change tours. */
export const companyAccount = (subcontractorId: string) => ({
  ...users.subcontractor,
  subcontractorId,
  permissions: { ...users.subcontractor.permissions, tour: 'READ|UPDATE' },
});
