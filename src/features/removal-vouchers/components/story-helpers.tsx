import type { Decorator } from '@storybook/react-vite';
import type { User } from '../../../../generated/model';
import { users } from '../../../../mocks/fixtures';
import { CurrentUserContext } from '@/lib/current-user';
import { i18n } from '@/lib/i18n/i18n';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

// The app registers feature namespaces in src/app, which a feature may not import; the stories
// register their own.
i18n.addResourceBundle('fr', 'removalVouchers', fr, true, true);
i18n.addResourceBundle('en', 'removalVouchers', en, true, true);

/** The vouchers namespace in the story's language, to assert what the user reads. */
export const voucherText = (locale: unknown) => (locale === 'en' ? en : fr);

/** A text of the namespace with its {{values}} filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** Someone who may read vouchers but not decide them. */
export const voucherReader: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, removalVoucher: 'READ' },
};

/** Someone without any right on vouchers. */
export const noVouchers: User = {
  ...users.admin,
  permissions: { ...users.admin.permissions, removalVoucher: undefined },
};

/** A signed-in user: the administrator unless `parameters.user` says otherwise. */
export const withUser: Decorator = (Story, { parameters }) => (
  <CurrentUserContext.Provider value={(parameters.user as User | undefined) ?? users.admin}>
    <Story />
  </CurrentUserContext.Provider>
);

export const deniedText =
  /Vous n'avez actuellement pas accès à cette action|You currently dont have access to this action/;
