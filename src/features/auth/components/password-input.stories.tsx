import { Field } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordInput } from './password-input';
import { authText } from './story-helpers';

const meta = {
  title: 'Auth/Password input',
  component: PasswordInput,
  args: { defaultValue: 'motdepasse' },
  decorators: [
    (Story) => (
      <Field.Root maxW="sm">
        <Field.Label>Mot de passe</Field.Label>
        <Story />
      </Field.Root>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
  },
};

/** The eye shows the text, and its label says what pressing it again does. */
export const Shown: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const text = authText(globals.locale).password;
    await userEvent.click(canvas.getByRole('button', { name: text.show }));
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: text.hide })).toBeVisible();
  },
};
