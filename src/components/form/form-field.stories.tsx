import { Input } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './form-field';

const meta = {
  title: 'Form/FormField',
  component: FormField,
  args: { label: 'Code postal', children: <Input defaultValue="2070" /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { helperText: 'Entre 1000 et 9999', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Code postal/ });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('Entre 1000 et 9999')).toBeVisible();
  },
};

export const WithValidationKey: Story = {
  args: { error: 'validation.required' },
  play: async ({ canvasElement, globals }) => {
    const text = globals.locale === 'en' ? 'This field is required' : 'Ce champ est obligatoire';
    await expect(within(canvasElement).getByText(text)).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const WithServerMessage: Story = {
  args: { error: 'Ce numéro est déjà utilisé' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ce numéro est déjà utilisé')).toBeVisible();
  },
};
