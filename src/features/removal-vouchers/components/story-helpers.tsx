import type { User } from '@generated/model';
import { adminWith, users } from '@mocks/fixtures';
import { signedInAs, storyTexts } from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { voucherSubcontractors } from '../mocks/removal-voucher-fixtures';

export const voucherText = storyTexts('removalVouchers', fr, en);
export const withUser = signedInAs(users.admin);

/** Someone who may read vouchers but not decide them. */
export const voucherReader = adminWith({ removalVoucher: 'READ' });

/** The subcontractor account of EcoHuile Tunis, which reads holders and vouchers. */
export const ecoHuileAccount: User = {
  ...users.subcontractor,
  subcontractorId: voucherSubcontractors.ecoHuile.id,
  permissions: { ...users.subcontractor.permissions, removalVoucher: 'READ' },
};

/** Someone without any right on vouchers. */
export const noVouchers = adminWith({ removalVoucher: undefined });

export const deniedText =
  /Vous n'avez actuellement pas accès à cette action|You currently dont have access to this action/;
