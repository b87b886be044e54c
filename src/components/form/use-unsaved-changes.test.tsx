import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../ui/provider';
import { useUnsavedChanges } from './use-unsaved-changes';

/** A form as the modules build them: saving resets it, cancelling leaves at once. */
function EditPage() {
  const form = useForm({ defaultValues: { name: 'Dépôt La Marsa' } });
  const navigate = useNavigate();
  const { dialog, allowNextNavigation } = useUnsavedChanges(form.formState.isDirty);
  return (
    <form onSubmit={(event) => void form.handleSubmit((values) => form.reset(values))(event)}>
      <label>
        Nom
        <input {...form.register('name')} />
      </label>
      <button type="submit">Enregistrer</button>
      <button
        type="button"
        onClick={() => {
          allowNextNavigation();
          void navigate('/list');
        }}
      >
        Annuler
      </button>
      <Link to="/list">Liste</Link>
      {dialog}
    </form>
  );
}

const renderPage = () => {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditPage /> },
      { path: '/list', element: <h1>Liste des dépôts</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return { router, user: userEvent.setup() };
};

const question = () => screen.queryByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved-changes guard', () => {
  it('leaves without asking when nothing was edited', async () => {
    const { user, router } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Liste' }));
    expect(router.state.location.pathname).toBe('/list');
    expect(unload()).toBe(false);
  });

  it('asks before leaving with edits; staying keeps the input', async () => {
    const { user, router } = renderPage();
    await user.type(screen.getByLabelText('Nom'), ' 2');
    await user.click(screen.getByRole('link', { name: 'Liste' }));

    expect(
      await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vos modifications seront perdues.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rester' }));

    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByLabelText('Nom')).toHaveValue('Dépôt La Marsa 2');
  });

  it('leaves when the user confirms', async () => {
    const { user, router } = renderPage();
    await user.type(screen.getByLabelText('Nom'), ' 2');
    await user.click(screen.getByRole('link', { name: 'Liste' }));
    await user.click(await screen.findByRole('button', { name: 'Quitter' }));
    expect(await screen.findByRole('heading', { name: 'Liste des dépôts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks on Back too', async () => {
    const router = createMemoryRouter(
      [{ path: '/edit', element: <EditPage /> }, { path: '/list' }],
      {
        initialEntries: ['/list', '/edit'],
        initialIndex: 1,
      },
    );
    render(
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>,
    );
    await userEvent.type(screen.getByLabelText('Nom'), 'x');
    await router.navigate(-1);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('lets the browser ask before closing or reloading the tab with edits', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Nom'), ' 2');
    expect(unload()).toBe(true);
  });

  it('does not ask after saving', async () => {
    const { user, router } = renderPage();
    await user.type(screen.getByLabelText('Nom'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Liste' }));
    expect(router.state.location.pathname).toBe('/list');
    expect(question()).toBeNull();
  });

  it('does not ask when cancelling', async () => {
    const { user, router } = renderPage();
    await user.type(screen.getByLabelText('Nom'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(router.state.location.pathname).toBe('/list');
    expect(question()).toBeNull();
  });
});
