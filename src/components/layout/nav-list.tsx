import { Box, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Only this exact path is active (the home page would match every page otherwise). */
  end?: boolean;
}

// One styled list, its links plain elements (as a table's cells): every screen renders the
// modules, and each styled element costs the first render its style work.
const navCss: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  listStyleType: 'none',
  '& a': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    rounded: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    _hover: { bg: 'bg.muted', color: 'fg' },
  },
  '& a[aria-current=page]': {
    fontWeight: 'semibold',
    color: 'brand.fg',
    bg: 'brand.muted',
    _hover: { bg: 'brand.muted', color: 'fg' },
  },
  '& a > span:first-of-type': { display: 'inline-flex' },
};

/** The modules, with the one the user is in marked for eyes and for screen readers. */
export function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <Box as="ul" css={navCss}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} onClick={onNavigate}>
            <span aria-hidden>{item.icon}</span>
            <span>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </Box>
  );
}
