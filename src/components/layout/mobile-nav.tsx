import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavList, type NavItem } from './nav-list';

interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  nav: NavItem[];
  brand: ReactNode;
}

/**
 * The modules in a drawer, on a narrow screen. Its own chunk (app-shell.tsx loads it when first
 * opened): the dialog machinery is not needed to show a page.
 */
export default function MobileNav({ open, onOpenChange, nav, brand }: MobileNavProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header>
              <Drawer.Title asChild>
                <div>{brand}</div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label={t('nav.label')} px="3">
              <NavList items={nav} onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
