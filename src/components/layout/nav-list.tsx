import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Only this exact path is active (the home page would match every page otherwise). */
  end?: boolean;
}

/** The modules, with the one the user is in marked for eyes and for screen readers. */
export function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <Stack as="ul" gap="0.5" listStyleType="none">
      {items.map((item) => (
        <Box as="li" key={item.to}>
          <NavLink to={item.to} end={item.end} onClick={onNavigate}>
            {({ isActive }) => (
              <Box
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                py="2"
                rounded="md"
                fontSize="sm"
                fontWeight={isActive ? 'semibold' : 'medium'}
                color={isActive ? 'brand.fg' : 'fg.muted'}
                bg={isActive ? 'brand.muted' : undefined}
                _hover={{ bg: isActive ? 'brand.muted' : 'bg.muted', color: 'fg' }}
              >
                <Box as="span" display="inline-flex" aria-hidden>
                  {item.icon}
                </Box>
                <Text as="span">{item.label}</Text>
              </Box>
            )}
          </NavLink>
        </Box>
      ))}
    </Stack>
  );
}
