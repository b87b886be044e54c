import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '@generated/model';
import { errorBody, users } from '@mocks/fixtures';
import { CurrentUserContext } from '@/lib/current-user';
import { i18n } from '@/lib/i18n/i18n';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { SettingsScreen } from './settings-screen';

// The preview loads the common catalogue; this screen brings its own namespace.
i18n.addResourceBundle('fr', 'settings', fr, true, true);
i18n.addResourceBundle('en', 'settings', en, true, true);

// The screen sits behind the session guard, which provides the signed-in user.
const withUser: Decorator = (Story, { parameters }) => (
  <CurrentUserContext.Provider value={(parameters.user as User | undefined) ?? users.admin}>
    <Story />
  </CurrentUserContext.Provider>
);

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  decorators: [withUser],
  parameters: { router: { initialEntries: ['/main/settings'] } },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = {
  fr: {
    current: /^Mot de passe actuel/,
    next: /^Nouveau mot de passe/,
    confirm: /^Confirmation du nouveau mot de passe/,
    submit: 'Modifier le mot de passe',
    firstLogin:
      'Pour sécuriser votre compte, veuillez modifier votre mot de passe avant de continuer.',
    wrong: 'Le mot de passe actuel est incorrect',
  },
  en: {
    current: /^Current password/,
    next: /^New password/,
    confirm: /^Confirm the new password/,
    submit: 'Change password',
    firstLogin: 'To secure your account, please change your password before continuing.',
    wrong: 'The current password is wrong',
  },
};
const textsFor = (locale: unknown) => (locale === 'en' ? texts.en : texts.fr);

/** An ACTIVE user opens settings: the password and language cards, no first sign-in message. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textsFor(globals.locale);
    await expect(canvas.getByLabelText(text.current)).toBeVisible();
    await expect(canvas.queryByText(text.firstLogin)).not.toBeInTheDocument();
    // Regions and zones are a super administrator's.
    await expect(canvas.queryByRole('link', { name: /zones/ })).toBeNull();
  },
};

/** A super administrator also finds the way to the organisation's regions and zones. */
export const SuperAdmin: Story = {
  parameters: { user: users.superAdmin },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name =
      globals.locale === 'en' ? 'Manage regions and zones' : 'Gérer les régions et les zones';
    await expect(canvas.getByRole('link', { name })).toHaveAttribute(
      'href',
      '/main/settings/areas',
    );
  },
};

/** A PENDING user was sent here on their first sign-in: the message asks for a new password. */
export const FirstLogin: Story = {
  parameters: {
    user: users.pending,
    router: { initialEntries: ['/main/settings?firstLogin=true'] },
  },
  play: async ({ canvasElement, globals }) => {
    const text = textsFor(globals.locale);
    await expect(within(canvasElement).getByText(text.firstLogin)).toBeVisible();
  },
};

/** A new password too short: the catalogue's message, before anything is sent. */
export const TooShort: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textsFor(globals.locale);
    await userEvent.type(canvas.getByLabelText(text.current), 'ancien-mdp');
    await userEvent.type(canvas.getByLabelText(text.next), '12345');
    await userEvent.type(canvas.getByLabelText(text.confirm), '12345');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(
      await canvas.findByText(
        globals.locale === 'en'
          ? 'The password must contain at least 6 characters'
          : 'Le mot de passe doit contenir au moins 6 caractères',
      ),
    ).toBeVisible();
  },
};

/** The server refuses the current password: its message on the form, the input kept. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch('*/auth/password', ({ request }) => {
          const text = textsFor(request.headers.get('Accept-Language'));
          return HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', text.wrong),
              details: {
                issues: [{ code: 'custom', message: text.wrong, path: ['currentPassword'] }],
              },
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
    await userEvent.type(canvas.getByLabelText(text.current), 'mauvais-mdp');
    await userEvent.type(canvas.getByLabelText(text.next), 'nouveau-mdp');
    await userEvent.type(canvas.getByLabelText(text.confirm), 'nouveau-mdp');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.wrong);
    await expect(canvas.getByLabelText(text.current)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(text.current)).toHaveValue('mauvais-mdp');
  },
};

/** The password is changed: the form empties for the next time. */
export const Changed: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textsFor(globals.locale);
    await userEvent.type(canvas.getByLabelText(text.current), 'ancien-mdp');
    await userEvent.type(canvas.getByLabelText(text.next), 'nouveau-mdp');
    await userEvent.type(canvas.getByLabelText(text.confirm), 'nouveau-mdp');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(canvas.getByLabelText(text.current)).toHaveValue(''));
  },
};

/** The whole screen in English, as chosen in the language card or the user menu. */
export const English: Story = {
  globals: { locale: 'en' },
  parameters: {
    user: users.pending,
    router: { initialEntries: ['/main/settings?firstLogin=true'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByText(texts.en.firstLogin)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};
