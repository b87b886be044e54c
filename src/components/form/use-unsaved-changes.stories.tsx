import { Button, HStack, Input, Link as ChakraLink, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createMemoryRouter,
  Link,
  RouterProvider,
  UNSAFE_LocationContext as LocationContext,
} from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from './form-field';
import { useUnsavedChanges } from './use-unsaved-changes';

function DepotNameForm() {
  const form = useForm({ defaultValues: { name: 'Dépôt relais La Marsa' } });
  const { dialog } = useUnsavedChanges(form.formState.isDirty);
  return (
    <form onSubmit={(event) => void form.handleSubmit((values) => form.reset(values))(event)}>
      <Stack gap="4" maxW="sm">
        <FormField label="Nom">
          <Input {...form.register('name')} />
        </FormField>
        <HStack>
          <Button type="submit" colorPalette="brand">
            Enregistrer
          </Button>
          <ChakraLink asChild>
            <Link to="/list">Liste des dépôts</Link>
          </ChakraLink>
        </HStack>
      </Stack>
      {dialog}
    </form>
  );
}

/**
 * useBlocker needs a data router, and the preview's MemoryRouter is not one: this story runs
 * its own, outside the preview's router context.
 */
function GuardedForm() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/edit', element: <DepotNameForm /> },
        { path: '/list', element: <p>Liste des dépôts relais</p> },
      ],
      { initialEntries: ['/edit'] },
    ),
  );
  return (
    <LocationContext.Provider value={null as never}>
      <RouterProvider router={router} />
    </LocationContext.Provider>
  );
}

const meta = {
  title: 'Form/UnsavedChanges',
  component: GuardedForm,
} satisfies Meta<typeof GuardedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = /Quitter sans enregistrer \?|Leave without saving\?/;

export const AsksBeforeLeaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), ' 2');
    await userEvent.click(canvas.getByRole('link', { name: 'Liste des dépôts' }));
    const dialog = await screen.findByRole('alertdialog', { name: question });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    // Staying is the safe answer, so it has the focus.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Rester|Stay/ })).toHaveFocus(),
    );
  },
};

export const StayKeepsTheInput: Story = {
  play: async (context) => {
    await AsksBeforeLeaving.play!(context);
    await userEvent.click(screen.getByRole('button', { name: /Rester|Stay/ }));
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).toHaveValue(
      'Dépôt relais La Marsa 2',
    );
  },
};

export const LeaveDiscards: Story = {
  play: async (context) => {
    await AsksBeforeLeaving.play!(context);
    await userEvent.click(screen.getByRole('button', { name: /^(Quitter|Leave)$/ }));
    await expect(
      await within(context.canvasElement).findByText('Liste des dépôts relais'),
    ).toBeVisible();
  },
};

export const NoQuestionAfterSaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nom' }), ' 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Liste des dépôts' }));
    await expect(await canvas.findByText('Liste des dépôts relais')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
