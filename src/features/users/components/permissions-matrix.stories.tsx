import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { users } from '@mocks/fixtures';
import { grantable, presetFor, rolePresets, type PermissionMatrix } from '../permissions';
import { PermissionsMatrix } from './permissions-matrix';
import { usersText } from './story-helpers';

function Matrix(props: { initial: PermissionMatrix; limited?: boolean; disabled?: boolean }) {
  const [value, setValue] = useState(props.initial);
  return (
    <PermissionsMatrix
      value={value}
      onChange={setValue}
      grantable={(r, a) => !props.limited || grantable(users.admin, r, a)}
      disabled={props.disabled}
    />
  );
}

const meta = {
  title: 'Components/Users/PermissionsMatrix',
  component: Matrix,
  args: { initial: rolePresets.REGIONAL_MANAGER },
} satisfies Meta<typeof Matrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regional manager's defaults; a click ticks or unticks one right. */
export const RegionalManager: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = usersText(globals.locale);
    const name = text.rights.cell
      .replace('{{resource}}', text.resources.users)
      .replace('{{action}}', text.actions.UPDATE);
    const cell = canvas.getByRole('checkbox', { name });
    await expect(cell).not.toBeChecked();
    await userEvent.click(cell);
    await expect(cell).toBeChecked();
    // Eight resources with six actions, then history (1), declarations (3), amendments (1),
    // stock (3), buyers (4) and shipments (3).
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(63);
  },
};

/** What the giver does not hold is greyed. */
export const Limited: Story = {
  args: { initial: presetFor('SUBCONTRACTOR', users.admin), limited: true },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes.filter((b) => (b as HTMLInputElement).disabled).length).toBeGreaterThan(0);
  },
};

export const ReadOnly: Story = {
  args: { initial: rolePresets.ADMIN, disabled: true },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { initial: rolePresets.DRIVER },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Tours: Read' }),
    ).toBeChecked();
  },
};
