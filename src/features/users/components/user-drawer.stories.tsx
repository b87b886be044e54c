import { commonText } from '@/components/storybook/story-helpers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorBody, users } from '@mocks/fixtures';
import { accounts } from '../mocks/user-fixtures';
import { createUserStore, userHandlers } from '../mocks/user-handlers';
import { inDataRouter, usersText, withUser } from './story-helpers';
import { UserListScreen } from './user-list-screen';
// The drawer's code, which the list loads when a record is opened, already here.
import './user-drawer';

const meta = {
  title: 'Screens/Users/Drawer',
  component: UserListScreen,
  decorators: [withUser, inDataRouter],
  parameters: {
    msw: { handlers: userHandlers(createUserStore()) },
    path: `/main/role-management/?user=${accounts.youssef.id}`,
  },
} satisfies Meta<typeof UserListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog once it has faded in (toBeVisible fails while its opacity is 0). */
const opened = async (role: 'dialog' | 'alertdialog', name?: string | RegExp) => {
  const element = await screen.findByRole(role, { name }, { timeout: 5000 });
  await waitFor(() => expect(element).toBeVisible());
  return element;
};
// The drawer is portalled out of the canvas.
const drawer = async () => within(await opened('dialog'));
const loaded = async (locale: unknown) => {
  const root = await drawer();
  await root.findByRole('button', { name: commonText(locale).actions.save });
  return root;
};
const box = (locale: unknown, resource: string, action: string) => {
  const text = usersText(locale);
  return screen.getByRole('checkbox', {
    name: text.rights.cell
      .replace('{{resource}}', text.resources[resource as 'users'])
      .replace('{{action}}', text.actions[action as 'READ']),
  });
};

/** A new account: names, CIN, contact; the rights appear once a role is chosen. */
export const New: Story = {
  parameters: { path: '/main/role-management/?user=new' },
  play: async ({ globals }) => {
    const root = await drawer();
    const text = usersText(globals.locale);
    await expect(root.getByRole('heading', { name: text.drawer.newTitle })).toBeVisible();
    await expect(root.getByText(text.sections.contactHelp)).toBeVisible();
    await expect(root.queryByRole('table')).toBeNull();
  },
};

/** Submitted empty: every rule at once, the spec's message on the contact. */
export const NewSubmittedEmpty: Story = {
  parameters: { path: '/main/role-management/?user=new' },
  play: async ({ globals }) => {
    const root = await drawer();
    await userEvent.click(
      root.getByRole('button', { name: usersText(globals.locale).form.create }),
    );
    await expect(
      await root.findByText(
        /Au moins un e-mail ou un numéro de téléphone est requis|At least one of email or phone number is required/,
      ),
    ).toBeVisible();
    await expect(root.getAllByText(/Ce champ est obligatoire|This field is required/)).toHaveLength(
      4,
    );
  },
};

/** A driver being created: the role's default rights ticked, the area being chosen. */
export const NewDriver: Story = {
  parameters: { path: '/main/role-management/?user=new' },
  play: async ({ globals }) => {
    const root = await drawer();
    const text = usersText(globals.locale);
    await userEvent.selectOptions(
      root.getByRole('combobox', { name: new RegExp(text.fields.role) }),
      'DRIVER',
    );
    await expect(box(globals.locale, 'tour', 'READ')).toBeChecked();
    await expect(box(globals.locale, 'holder', 'READ')).not.toBeChecked();
    await expect(root.getByRole('status')).toBeVisible();
  },
};

/** A regional manager of the Nord region: rights and area as saved. */
export const Edit: Story = {
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    await expect(box(globals.locale, 'tour', 'DELETE')).toBeChecked();
    await waitFor(() =>
      expect(
        root.getByRole('combobox', { name: usersText(globals.locale).fields.region }),
      ).toHaveValue('Nord'),
    );
    await expect(
      root.getByRole('button', { name: usersText(globals.locale).account.revoke }),
    ).toBeVisible();
  },
};

/** A revoked account offers to restore access. */
export const Revoked: Story = {
  parameters: { path: `/main/role-management/?user=${accounts.rania.id}` },
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    await expect(
      root.getByRole('button', { name: usersText(globals.locale).account.restore }),
    ).toBeVisible();
  },
};

/** A super administrator: no matrix, no area. */
export const SuperAdmin: Story = {
  parameters: {
    user: users.superAdmin,
    path: `/main/role-management/?user=${accounts.nadia.id}`,
  },
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    await expect(root.getByText(usersText(globals.locale).rights.superAdmin)).toBeVisible();
    await expect(root.queryByRole('table')).toBeNull();
  },
};

/** Reading accounts only: everything greyed, no save, no revoke. */
export const ReadOnly: Story = {
  parameters: {
    user: { ...accounts.amira, permissions: { ...accounts.amira.permissions!, users: 'READ' } },
  },
  play: async ({ globals }) => {
    const root = await drawer();
    const text = usersText(globals.locale);
    await expect(await root.findByText(text.drawer.readOnly)).toBeVisible();
    await expect(
      root.queryByRole('button', { name: commonText(globals.locale).actions.save }),
    ).toBeNull();
    await expect(box(globals.locale, 'tour', 'READ')).toBeDisabled();
  },
};

/** An administrator with few rights: what she does not hold is greyed, and left out of presets. */
export const LimitedGrantor: Story = {
  parameters: { user: users.admin, path: '/main/role-management/?user=new' },
  play: async ({ globals }) => {
    const root = await drawer();
    const text = usersText(globals.locale);
    await userEvent.selectOptions(
      root.getByRole('combobox', { name: new RegExp(text.fields.role) }),
      'SUBCONTRACTOR',
    );
    await expect(box(globals.locale, 'removalVoucher', 'CREATE')).toBeDisabled();
    await expect(root.getByText(text.rights.notGrantable)).toBeVisible();
  },
};

/** Another administrator's account: managed downwards only, so read-only, and says why. */
export const Peer: Story = {
  parameters: { path: `/main/role-management/?user=${accounts.leila.id}` },
  play: async ({ globals }) => {
    const root = await drawer();
    const text = usersText(globals.locale);
    await expect(await root.findByText(text.drawer.readOnlyRank)).toBeVisible();
    await expect(
      root.queryByRole('button', { name: commonText(globals.locale).actions.save }),
    ).toBeNull();
    await expect(root.queryByRole('button', { name: text.account.restore })).toBeNull();
  },
};

/** One's own account: the role, rights and access are someone else's to change. */
export const Yourself: Story = {
  parameters: {
    user: users.superAdmin,
    path: `/main/role-management/?user=${users.superAdmin.id}`,
    msw: {
      handlers: userHandlers(createUserStore([users.superAdmin, ...Object.values(accounts)])),
    },
  },
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    const text = usersText(globals.locale);
    await expect(root.getByText(text.drawer.yourself)).toBeVisible();
    await expect(root.getByRole('combobox', { name: new RegExp(text.fields.role) })).toBeDisabled();
    await expect(root.queryByRole('button', { name: text.account.revoke })).toBeNull();
    await expect(root.queryByRole('button', { name: text.account.delete })).toBeNull();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    await userEvent.click(
      root.getByRole('button', { name: usersText(globals.locale).account.delete }),
    );
    await opened('alertdialog', /Youssef Hammami/);
  },
};

/** Someone else saved the account meanwhile: 412, reload offered. */
export const Conflict: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch('*/users/:id', () =>
          HttpResponse.json(
            errorBody(412, '412:PRECONDITION_FAILED', "L'utilisateur a été modifié entre-temps"),
            { status: 412 },
          ),
        ),
        ...userHandlers(createUserStore()),
      ],
    },
  },
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    const text = usersText(globals.locale);
    await userEvent.type(
      root.getByRole('textbox', { name: new RegExp(`^${text.fields.cin}`) }),
      '9',
    );
    await userEvent.click(
      root.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    await expect(await root.findByText(text.form.conflictTitle)).toBeVisible();
    await expect(
      root.getByRole('button', { name: commonText(globals.locale).actions.reload }),
    ).toBeVisible();
  },
};

/** A 400 from the server: its message above the buttons and on the e-mail. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch('*/users/:id', () =>
          HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', 'Cet e-mail est déjà utilisé'),
              details: {
                issues: [
                  { code: 'custom', message: 'Cet e-mail est déjà utilisé', path: ['email'] },
                ],
              },
            },
            { status: 400 },
          ),
        ),
        ...userHandlers(createUserStore()),
      ],
    },
  },
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    const text = usersText(globals.locale);
    await userEvent.type(
      root.getByRole('textbox', { name: new RegExp(`^${text.fields.cin}`) }),
      '9',
    );
    await userEvent.click(
      root.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    await expect(await root.findByText(commonText(globals.locale).errors.saveFailed)).toBeVisible();
    await expect(root.getAllByText('Cet e-mail est déjà utilisé')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/users/:id', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...userHandlers(createUserStore()),
      ],
    },
  },
  play: async () => {
    await waitFor(() =>
      expect(document.querySelector('[role="dialog"] [aria-busy="true"]')).not.toBeNull(),
    );
  },
};

export const NotFound: Story = {
  parameters: { path: '/main/role-management/?user=10000000-0000-4000-8000-000000000099' },
  play: async ({ globals }) => {
    const root = await drawer();
    await expect(
      await root.findByRole('heading', { name: usersText(globals.locale).drawer.notFoundTitle }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/users/:id', () =>
          HttpResponse.json(
            errorBody(
              500,
              '500:INTERNAL_SERVER_ERROR',
              'Le service est momentanément indisponible',
            ),
            { status: 500 },
          ),
        ),
        ...userHandlers(createUserStore()),
      ],
    },
  },
  play: async () => {
    const root = await drawer();
    await waitFor(
      () => expect(root.getByText('Le service est momentanément indisponible')).toBeVisible(),
      { timeout: 5000 },
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const root = await loaded('en');
    await expect(root.getByRole('rowheader', { name: 'Relay depots' }).tagName).toBe('TH');
    await expect(root.getByRole('checkbox', { name: 'Tours: Delete' })).toBeChecked();
  },
};
