import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../ui/provider';
import { UserMenuButton } from './user-menu-button';

const button = (fullName: string, picture?: string) => {
  const view = render(
    <UiProvider>
      <UserMenuButton fullName={fullName} roleLabel="Administrateur" picture={picture} />
    </UiProvider>,
  );
  return { avatar: screen.getByRole('button').querySelector('[aria-hidden]')!, ...view };
};

describe("the user menu's button", () => {
  it("shows the initials of the user's first and last names, as Chakra's Avatar did", () => {
    expect(button('Nadia Ben Romdhane').avatar).toHaveTextContent(/^NR$/);
  });

  it('shows one initial for a single name', () => {
    expect(button('Nadia').avatar).toHaveTextContent(/^N$/);
  });

  it('shows the picture over the initials, and the initials alone once the picture fails', () => {
    const { avatar } = button('Nadia Ben Romdhane', '/files/nadia.png');
    const picture = avatar.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/files/nadia.png');
    fireEvent.error(picture);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent(/^NR$/);
  });

  it('names the user and their role', () => {
    button('Nadia Ben Romdhane');
    expect(screen.getByRole('button')).toHaveTextContent(/Nadia Ben Romdhane.*Administrateur/);
  });
});
