import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminWith } from '@mocks/fixtures';
import { fill, signedInAs } from '@/components/storybook/story-helpers';
import { declarations, holderHandlers, holders } from '../mocks/holder-fixtures';
import { DeclarationCard } from './declaration-card';
import { NonComplianceBanner } from './non-compliance';
import { holderText, inDataRouter } from './story-helpers';
// The code of the dialogs and the drawer, which the card loads when first asked, already here.
import './non-compliance-dialogs';
import './declaration-form';

const recorder = adminWith({ declaration: 'READ|CREATE|UPDATE' });
const [golfe, jasmins, cantine] = holders as [
  (typeof holders)[0],
  (typeof holders)[0],
  (typeof holders)[0],
];

const meta = {
  title: 'Screens/Holders/Declaration card',
  component: DeclarationCard,
  decorators: [signedInAs(recorder), inDataRouter],
  args: { holder: golfe },
  parameters: { msw: { handlers: holderHandlers() } },
} satisfies Meta<typeof DeclarationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid: until its renewal date, who signed, the version, the answers, the scan. */
export const Valid: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = holderText(globals.locale);
    await expect(canvas.getByText(text.declaration.textVersion)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.declaration.scan })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.declaration.renew })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.nonCompliance.mark })).toBeVisible();
  },
};

/** Valid, its renewal within 30 days: amber; signed on screen. */
export const Expiring: Story = {
  args: { holder: { ...jasmins, declaration: declarations.expiring } },
  play: async ({ canvasElement, globals }) => {
    const text = holderText(globals.locale);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: fill(text.declaration.signatureAlt, { name: declarations.expiring.signerName }),
      }),
    ).toBeVisible();
  },
};

/** None recorded: missing, and what the audit asks. */
export const Missing: Story = {
  args: { holder: jasmins },
  play: async ({ canvasElement, globals }) => {
    const text = holderText(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.declaration.noneYet)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.declaration.record })).toBeVisible();
  },
};

/** Expired, the holder non-compliant: the banner above says so; no second marking. */
export const ExpiredAndNonCompliant: Story = {
  args: { holder: cantine },
  render: (args) => (
    <>
      <NonComplianceBanner holder={args.holder} />
      <DeclarationCard {...args} />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = holderText(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: text.nonCompliance.lift })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.nonCompliance.mark })).toBeNull();
  },
};

/** A reader: the facts, no action. */
export const ReadOnly: Story = {
  parameters: { user: adminWith({ declaration: 'READ' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** "Mark non-compliant" asks first, with the day, the ISCC reference and the reason. */
export const Marking: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = holderText(globals.locale);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: text.nonCompliance.mark }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: text.nonCompliance.markTitle });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(text.nonCompliance.markText)).toBeVisible();
  },
};
