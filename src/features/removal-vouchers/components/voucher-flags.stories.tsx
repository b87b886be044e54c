import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { awaitingVoucher } from '../mocks/removal-voucher-fixtures';
import { voucherText } from './story-helpers';
import { FlagMark, VoucherFlags } from './voucher-flags';

const meta = {
  title: 'Removal vouchers/Flags',
  component: VoucherFlags,
  args: { flags: awaitingVoucher.flags },
  decorators: [
    (Story) => (
      <Stack maxW="2xl">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof VoucherFlags>;

export default meta;
type Story = StoryObj<typeof meta>;

// French groups digits with a narrow no-break space and holds units with a no-break space.
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

/** Both flags, each one sentence with its figures. */
export const Both: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const region = canvas.getByRole('region', {
      name: en ? '2 points to check' : '2 points à vérifier',
    });
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => plain(item.textContent))).toEqual(
      en
        ? [
            "Quantity removed (205.5 L) above the holder's declared capacity (200 L).",
            'Collected in November 2026 (1,205.5 L): more than three times the median of the previous six months (240 L).',
          ]
        : [
            'Quantité enlevée (205,5 L) supérieure à la capacité déclarée du détenteur (200 L).',
            'Collecte en novembre 2026 (1 205,5 L) supérieure à trois fois la médiane des six mois précédents (240 L).',
          ],
    );
  },
};

/** One flag: the title says so. */
export const One: Story = {
  args: { flags: [{ kind: 'UNUSUAL_MONTH', month: '2026-10-01', monthTotal: 3400, median: 900 }] },
  play: async ({ canvasElement, globals }) => {
    const text = voucherText(globals.locale);
    await expect(
      within(canvasElement).getByRole('region', { name: text.flags.title_one }),
    ).toBeVisible();
  },
};

/** A pickup that adds up: nothing is shown. */
export const None: Story = {
  args: { flags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** The list's mark of a flagged row: an icon named by the kinds of its flags. */
export const Mark: Story = {
  render: (args) => <FlagMark flags={args.flags} />,
  play: async ({ canvasElement, globals }) => {
    const text = voucherText(globals.locale);
    await expect(
      within(canvasElement).getByRole('img', {
        name: `${text.flags.mark.replace('{{kinds}}', `${text.flag.OVER_CAPACITY}, ${text.flag.UNUSUAL_MONTH}`)}`,
      }),
    ).toBeVisible();
  },
};
