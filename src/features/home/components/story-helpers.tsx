import type { Decorator } from '@storybook/react-vite';
import type { User } from '../../../../generated/model';
import { users } from '../../../../mocks/fixtures';
import { CurrentUserContext } from '@/lib/current-user';
import { i18n } from '@/lib/i18n/i18n';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

// The app registers feature namespaces in src/app, which a feature may not import; the stories
// register their own.
i18n.addResourceBundle('fr', 'home', fr, true, true);
i18n.addResourceBundle('en', 'home', en, true, true);

/** The home namespace in the story's language, to assert what the user reads. */
export const homeText = (locale: unknown) => (locale === 'en' ? en : fr);

/** A signed-in user: the administrator unless `parameters.user` says otherwise. */
export const withUser: Decorator = (Story, { parameters }) => (
  <CurrentUserContext.Provider value={(parameters.user as User | undefined) ?? users.admin}>
    <Story />
  </CurrentUserContext.Provider>
);
