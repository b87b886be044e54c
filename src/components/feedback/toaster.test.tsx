import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The test setup loads the toasts' code beforehand; this file asks for the module afresh, as a
// first visit of the built app meets it: the code not there yet.
const fresh = async () => {
  vi.resetModules();
  const [{ Toaster, notifyError }, { UiProvider }] = await Promise.all([
    import('./toaster'),
    import('@/components/ui/provider'),
  ]);
  return { Toaster, notifyError, UiProvider };
};

describe('toasts before their code is there', () => {
  it('a toast asked for before the code has loaded shows once it has', async () => {
    const { Toaster, notifyError, UiProvider } = await fresh();
    render(
      <UiProvider>
        <Toaster />
      </UiProvider>,
    );
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    notifyError('La tournée n’a pas été enregistrée');
    expect(await screen.findByText('La tournée n’a pas été enregistrée')).toBeInTheDocument();
  });
});
