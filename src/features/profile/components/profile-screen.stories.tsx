import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { getGetHealthMockHandler } from '@generated/api/public/public.msw';
import type { User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { CurrentUserContext } from '@/lib/current-user';
import { i18n } from '@/lib/i18n/i18n';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { ProfileScreen } from './profile-screen';

// The preview loads the common catalogue; this screen brings its own namespace.
i18n.addResourceBundle('fr', 'profile', fr, true, true);
i18n.addResourceBundle('en', 'profile', en, true, true);

// The screen sits behind the session guard, which provides the signed-in user.
const withUser: Decorator = (Story, { parameters }) => (
  <CurrentUserContext.Provider value={(parameters.user as User | undefined) ?? users.admin}>
    <Story />
  </CurrentUserContext.Provider>
);

// A picture that needs no network: an olive disc with initials.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#667426"/><text x="32" y="41" font-size="24" text-anchor="middle" fill="white" font-family="sans-serif">AT</text></svg>',
)}`;

const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  decorators: [withUser],
  parameters: { router: { initialEntries: ['/profile/'] } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  fr: {
    email: /^Adresse e-mail/,
    phone: /^Numéro de téléphone/,
    firstName: /^Prénom/,
    save: 'Enregistrer le profil',
    emailOrPhone: 'Au moins un e-mail ou un numéro de téléphone est requis',
    taken: 'Cette adresse e-mail est déjà utilisée',
  },
  en: {
    email: /^E-mail address/,
    phone: /^Phone number/,
    firstName: /^First name/,
    save: 'Save profile',
    emailOrPhone: 'At least one of email or phone number is required',
    taken: 'This e-mail address is already in use',
  },
};
const textsFor = (locale: unknown) => (locale === 'en' ? texts.en : texts.fr);

/** The server's answer to GET /public/health, shown under the form. */
const health = getGetHealthMockHandler({
  status: 'ok',
  serverTime: '2026-11-22T08:30:00.000Z',
  version: '1.0.0',
  commit: '3f2c9a1e0b7d',
});

/**
 * Prefilled from the signed-in user, who has no picture yet: their initials stand in. The
 * version the server runs below.
 */
export const Default: Story = {
  parameters: { msw: { handlers: [health] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textsFor(globals.locale);
    await expect(canvas.getByLabelText(text.firstName)).toHaveValue('Amira');
    await expect(canvas.getByLabelText(text.phone)).toHaveValue('+216 98 123 456');
    await expect(await canvas.findByText('Version 1.0.0 (3f2c9a1)')).toBeVisible();
  },
};

/** A saved picture, which can be replaced or removed. */
export const WithPicture: Story = {
  parameters: { user: { ...users.admin, profilePicture: picture } },
};

/** Neither e-mail nor phone: the rule's message before anything is sent. */
export const MissingContact: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textsFor(globals.locale);
    await userEvent.clear(canvas.getByLabelText(text.email));
    await userEvent.clear(canvas.getByLabelText(text.phone));
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await expect(await canvas.findByText(text.emailOrPhone)).toBeVisible();
  },
};

/** The server refuses the e-mail: its message on the form and on the field, the input kept. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch('*/auth/profile', ({ request }) => {
          const text = textsFor(request.headers.get('Accept-Language'));
          return HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', text.taken),
              details: { issues: [{ code: 'custom', message: text.taken, path: ['email'] }] },
            },
            { status: 400 },
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textsFor(globals.locale);
    await userEvent.clear(canvas.getByLabelText(text.email));
    await userEvent.type(canvas.getByLabelText(text.email), 'direction@collecte-huile.tn');
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.taken);
    await expect(canvas.getByLabelText(text.email)).toHaveValue('direction@collecte-huile.tn');
  },
};

/** The whole screen in English. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: { user: { ...users.admin, profilePicture: picture }, msw: { handlers: [health] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove the picture' })).toBeVisible();
  },
};
