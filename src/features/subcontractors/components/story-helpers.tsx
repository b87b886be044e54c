import { inDataRouterAt, signedInAs, storyTexts } from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { companyManager } from '../mocks/subcontractor-fixtures';

export const subcontractorText = storyTexts('subcontractors', fr, en);
export const withUser = signedInAs(companyManager);
export const inDataRouter = inDataRouterAt('/main/subcontractors/');
