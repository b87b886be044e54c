import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminWith, errorBody } from '@mocks/fixtures';
import { commonText, signedInAs, unavailable } from '@/components/storybook/story-helpers';
import { holderHandlers, holders } from '../mocks/holder-fixtures';
import { DeclarationDrawer } from './declaration-form';
import { holderText, inDataRouter } from './story-helpers';

const meta = {
  title: 'Screens/Holders/Declaration form',
  component: DeclarationDrawer,
  decorators: [signedInAs(adminWith({ declaration: 'READ|CREATE|UPDATE' })), inDataRouter],
  args: { holderId: holders[1]!.id, onClose: () => undefined },
  parameters: { msw: { handlers: holderHandlers() } },
} satisfies Meta<typeof DeclarationDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer once it has slid in; portalled. */
const drawer = async () => {
  const element = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

/** Empty: the text signed (FR or EN) with its version, today's date, the two ways to sign. */
export const Empty: Story = {
  play: async ({ globals }) => {
    const root = await drawer();
    const text = holderText(globals.locale);
    await expect(root.getByText(text.declarationForm.body)).toBeVisible();
    await expect(root.getByRole('img', { name: text.declarationForm.signaturePad })).toBeVisible();
  },
};

/** Sent empty: every required field says so, and the missing signature too. */
export const Invalid: Story = {
  play: async ({ globals }) => {
    const root = await drawer();
    const text = holderText(globals.locale);
    await userEvent.click(root.getByRole('button', { name: text.declarationForm.submit }));
    await expect(
      await root.findAllByText(commonText(globals.locale).validation.required),
    ).toHaveLength(4);
  },
};

/** The server refuses: the failure above the buttons, everything typed and picked kept. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/holders/:id/declarations', () =>
          HttpResponse.json(errorBody(409, '409:CONFLICT', unavailable), { status: 409 }),
        ),
        ...holderHandlers(),
      ],
    },
  },
  play: async ({ globals }) => {
    const root = await drawer();
    const text = holderText(globals.locale);
    await userEvent.type(
      root.getByLabelText(new RegExp(text.declarationForm.signerName)),
      'Karim Jaziri',
    );
    await userEvent.type(
      root.getByLabelText(new RegExp(text.declarationForm.signerRole)),
      'Directeur',
    );
    await userEvent.selectOptions(
      root.getByLabelText(new RegExp(text.declarationForm.overTenTonnes.replace('?', '\\?'))),
      'no',
    );
    await userEvent.selectOptions(
      root.getByLabelText(new RegExp(text.declarationForm.animalFat.replace('?', '\\?'))),
      'no',
    );
    await userEvent.upload(
      root.getByLabelText(text.declarationForm.chooseScan),
      new File(['%PDF-1.4'], 'declaration.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(root.getByRole('button', { name: text.declarationForm.submit }));
    await expect(await root.findByText(unavailable)).toBeVisible();
    await expect(root.getByLabelText(new RegExp(text.declarationForm.signerName))).toHaveValue(
      'Karim Jaziri',
    );
    await expect(root.getByText('declaration.pdf')).toBeVisible();
  },
};
