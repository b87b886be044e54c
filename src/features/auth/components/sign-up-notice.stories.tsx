import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SignUpNotice } from './sign-up-notice';
import { authText, inAuthCard } from './story-helpers';

const meta = {
  title: 'Auth/Sign-up',
  component: SignUpNotice,
  decorators: [inAuthCard],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/auth/signup/'] } },
} satisfies Meta<typeof SignUpNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No call exists to create an account: the screen says who does it and what they need. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = authText(globals.locale);
    await expect(canvas.getByText(text.signUp.intro)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text.signIn.submit })).toBeVisible();
  },
};

export const English: Story = {
  ...Default,
  globals: { locale: 'en' },
};
