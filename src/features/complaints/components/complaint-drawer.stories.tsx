import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorBody } from '@mocks/fixtures';
import { complaintClerk, complaintReader, complaints } from '../mocks/complaint-fixtures';
import { complaintHandlers, createComplaintStore } from '../mocks/complaint-handlers';
import { ComplaintListScreen } from './complaint-list-screen';
// The drawer's code, which the list loads when a record is opened, already here.
import './complaint-drawer';
import { complaintsText, inDataRouter, withUser } from './story-helpers';

const meta = {
  title: 'Screens/Complaints/Drawer',
  component: ComplaintListScreen,
  decorators: [withUser, inDataRouter],
  parameters: {
    msw: { handlers: complaintHandlers(createComplaintStore()) },
    path: `/main/complaints?complaint=${complaints.spill.id}`,
  },
} satisfies Meta<typeof ComplaintListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer once it has faded in (toBeVisible fails while its opacity is 0); portalled. */
const drawer = async () => {
  const element = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};
const loaded = async (locale: unknown) => {
  const root = await drawer();
  await root.findByText(complaintsText(locale).actions.title);
  return root;
};

/** A new complaint: holder searched, subject, description, photos. */
export const New: Story = {
  parameters: { path: '/main/complaints?complaint=new' },
  play: async ({ globals }) => {
    const root = await drawer();
    const text = complaintsText(globals.locale);
    await expect(root.getByRole('heading', { name: text.drawer.newTitle })).toBeVisible();
    await expect(root.getByText(text.form.holderHelp)).toBeVisible();
    await expect(root.getByRole('button', { name: text.form.addPhoto })).toBeVisible();
  },
};

/** Filed empty: each required field says so. */
export const NewSubmittedEmpty: Story = {
  parameters: { path: '/main/complaints?complaint=new' },
  play: async ({ globals }) => {
    const root = await drawer();
    await userEvent.click(
      root.getByRole('button', { name: complaintsText(globals.locale).form.create }),
    );
    await waitFor(() =>
      expect(root.getAllByText(/Ce champ est obligatoire|This field is required/)).toHaveLength(3),
    );
  },
};

/** Without holder READ: the complaint goes without a holder, and the form says so. */
export const NewWithoutHolders: Story = {
  parameters: { path: '/main/complaints?complaint=new', user: complaintClerk },
  play: async ({ globals }) => {
    const root = await drawer();
    await expect(
      root.getByText(complaintsText(globals.locale).form.holderUnreadable),
    ).toBeVisible();
  },
};

/** In progress, with a photo: it may be resolved. */
export const Detail: Story = {
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    const text = complaintsText(globals.locale);
    await expect(
      root.getByRole('heading', { name: "Fuite d'huile devant la cuisine" }),
    ).toBeVisible();
    await expect(root.getByRole('button', { name: text.actions.resolve })).toBeVisible();
    await expect(root.queryByRole('button', { name: text.actions.start })).toBeNull();
  },
};

/** Resolving: the comment is required. */
export const Resolving: Story = {
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    const text = complaintsText(globals.locale);
    await userEvent.click(root.getByRole('button', { name: text.actions.resolve }));
    await userEvent.click(root.getByRole('button', { name: text.actions.confirmResolve }));
    await expect(
      await root.findByText(/Ce champ est obligatoire|This field is required/),
    ).toBeVisible();
  },
};

/** Resolved: the resolution and its date, and a way to reopen. */
export const Resolved: Story = {
  parameters: { path: `/main/complaints?complaint=${complaints.voucher.id}` },
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    const text = complaintsText(globals.locale);
    await expect(root.getByText('Bon signé et renvoyé au détenteur le 16 novembre.')).toBeVisible();
    await expect(root.getByText(text.detail.resolvedAt)).toBeVisible();
    await expect(root.getByRole('button', { name: text.actions.reopen })).toBeVisible();
  },
};

/** Reopening asks first: the resolution will be erased. */
export const ReopenConfirm: Story = {
  parameters: { path: `/main/complaints?complaint=${complaints.voucher.id}` },
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    await userEvent.click(
      root.getByRole('button', { name: complaintsText(globals.locale).actions.reopen }),
    );
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Reading only: no status change offered. */
export const ReadOnly: Story = {
  parameters: { user: complaintReader },
  play: async ({ globals }) => {
    const root = await loaded(globals.locale);
    await expect(root.getByText(complaintsText(globals.locale).detail.readOnly)).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { path: '/main/complaints?complaint=60000000-0000-4000-8000-000000000099' },
  play: async ({ globals }) => {
    const root = await drawer();
    await expect(
      await root.findByRole('heading', {
        name: complaintsText(globals.locale).drawer.notFoundTitle,
      }),
    ).toBeVisible();
  },
};

/** The complaint could not be read: the message and a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/complaints/:id', () =>
          HttpResponse.json(
            errorBody(
              500,
              '500:INTERNAL_SERVER_ERROR',
              'Le service est momentanément indisponible',
            ),
            { status: 500 },
          ),
        ),
        // After the override: the list behind the drawer still loads.
        ...complaintHandlers(createComplaintStore()),
      ],
    },
  },
  play: async ({ globals }) => {
    const root = await drawer();
    await waitFor(
      () => expect(root.getByText('Le service est momentanément indisponible')).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(
      root.getByRole('heading', { name: complaintsText(globals.locale).drawer.loadError }),
    ).toBeVisible();
    await expect(root.getByRole('button', { name: /Réessayer|Retry/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { path: `/main/complaints?complaint=${complaints.missed.id}` },
  play: async () => {
    const root = await loaded('en');
    await expect(root.getByRole('button', { name: 'Take in hand' })).toBeVisible();
    await expect(root.getByText('Filed by')).toBeVisible();
  },
};
