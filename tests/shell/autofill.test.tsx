import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { users } from '@mocks/fixtures';
import { paths } from '@/config/routes';
import { renderApp } from '../render';

/** The autocomplete of each named input, once the form is on screen. */
async function autofillOf(path: string, names: string[]) {
  const { container } = renderApp(path, { user: users.superAdmin });
  const input = (name: string) => container.querySelector(`input[name="${name}"]`);
  await waitFor(() => expect(names.map(input)).not.toContain(null));
  return Object.fromEntries(names.map((name) => [name, input(name)!.getAttribute('autocomplete')]));
}

describe('the browser fills in only the signed-in user’s own details', () => {
  it('the account of a new company is someone else’s: typed, never filled with the user’s own', async () => {
    expect(
      await autofillOf(paths.main.subcontractors.new, [
        'firstName',
        'lastName',
        'email',
        'phoneNumber',
      ]),
    ).toEqual({ firstName: 'off', lastName: 'off', email: 'off', phoneNumber: 'off' });
  });

  it('a new depot’s e-mail and phone are the depot’s: typed', async () => {
    expect(await autofillOf(paths.main.relayDepots.new, ['email', 'phoneNumber'])).toEqual({
      email: 'off',
      phoneNumber: 'off',
    });
  });

  it('the profile is the user’s own: the browser may fill it in', async () => {
    expect(
      await autofillOf(paths.profile, ['firstName', 'lastName', 'email', 'phoneNumber']),
    ).toEqual({
      firstName: 'given-name',
      lastName: 'family-name',
      email: 'email',
      phoneNumber: 'tel',
    });
  });
});
