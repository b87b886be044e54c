import { inDataRouterAt, signedInAs, storyTexts } from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { stockKeeper } from '../mocks/stock-fixtures';

export const stockText = storyTexts('stock', fr, en);
/** The administrator of the fixtures, with stock READ, CREATE and UPDATE. */
export const withUser = signedInAs(stockKeeper);
export const inDataRouter = inDataRouterAt(
  '/main/mass-balance?depot=5de3c3cf-be83-47ef-99b4-07502a2af77e&from=2026-11-01&to=2026-11-30',
);
