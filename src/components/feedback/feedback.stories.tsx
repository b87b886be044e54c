import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapPinOff } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Denied } from './denied';
import { Splash } from './splash';
import { StatusPage } from './status-page';
import { notifyError, Toaster } from './toaster';

const meta = { title: 'Feedback/States', parameters: { layout: 'fullscreen' } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccessDenied: Story = {
  render: () => <Denied />,
  play: async ({ canvasElement, globals }) => {
    const message =
      globals.locale === 'en'
        ? 'You currently dont have access to this action'
        : "Vous n'avez actuellement pas accès à cette action";
    await expect(within(canvasElement).getByText(message)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <Splash />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => (
    <StatusPage
      icon={<MapPinOff />}
      title="Page introuvable"
      description="La page que vous cherchez n'existe pas ou a été déplacée."
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Page introuvable',
    );
  },
};

/** At most three toasts at once (spec section 9): the fourth waits for a place. */
export const ErrorToasts: Story = {
  render: () => (
    <>
      <Button
        m="4"
        onClick={() => ['Un', 'Deux', 'Trois', 'Quatre'].forEach((n) => notifyError(`Erreur ${n}`))}
      >
        Déclencher quatre erreurs
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const page = within(document.body);
    await waitFor(() => expect(page.getByText('Erreur Trois')).toBeVisible());
    await expect(page.queryByText('Erreur Quatre')).toBeNull();
  },
};
