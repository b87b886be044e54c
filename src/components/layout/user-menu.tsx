import { useRef, useState, type ComponentType } from 'react';
import { UserMenuButton, type UserMenuProps } from './user-menu-button';

export type { UserMenuProps } from './user-menu-button';

type Real = ComponentType<UserMenuProps & { defaultOpen: boolean; takeFocus: boolean }>;
let real: Real | undefined;
let loading: Promise<Real> | undefined;
const loadReal = () =>
  (loading ??= import('./user-menu-real').then((module) => (real = module.default)));

/**
 * The user menu. Its machinery (menu, positioning) is not needed to show a page: the button
 * shows first, and the menu's code comes as soon as the user focuses or presses it; a press
 * opens the menu once the code is there. (Not on hover: the button would change under a press
 * already on its way.)
 */
export function UserMenu(props: UserMenuProps) {
  const [wanted, setWanted] = useState<{ open: boolean; focus: boolean } | undefined>(
    real && { open: false, focus: false },
  );
  const focused = useRef(false);

  if (wanted && real) {
    const Real = real;
    return <Real {...props} defaultOpen={wanted.open} takeFocus={wanted.focus} />;
  }
  const load = (open: boolean) => {
    void loadReal().then(() =>
      setWanted((was) => ({ open: open || !!was?.open, focus: focused.current })),
    );
  };
  return (
    <UserMenuButton
      fullName={props.fullName}
      roleLabel={props.roleLabel}
      picture={props.picture}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={() => load(true)}
      onFocus={() => {
        focused.current = true;
        load(false);
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={() => load(true)}
    />
  );
}
