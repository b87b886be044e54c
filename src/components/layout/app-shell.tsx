import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { Droplet, Menu } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavList, type NavItem } from './nav-list';

// The drawer's code comes with its first opening, not with every first page.
const MobileNav = lazy(() => import('./mobile-nav'));

interface AppShellProps {
  nav: NavItem[];
  userMenu: ReactNode;
  children: ReactNode;
}

function Brand() {
  const { t } = useTranslation();
  return (
    <HStack gap="2" color="brand.fg">
      <Droplet size={22} aria-hidden />
      <Text fontWeight="bold" fontSize="md" color="fg">
        {t('appName')}
      </Text>
    </HStack>
  );
}

/**
 * The frame of every signed-in screen: the modules on the left (a drawer on a narrow screen),
 * a top bar with the user menu, and the page.
 */
export function AppShell({ nav, userMenu, children }: AppShellProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so that it can animate and give focus back as it closes.
  const [drawerUsed, setDrawerUsed] = useState(false);

  return (
    <Flex minH="100dvh">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="60"
        flexShrink={0}
        borderEndWidth="1px"
        bg="bg.subtle"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
      >
        <Box px="5" py="4">
          <Brand />
        </Box>
        <Box as="nav" aria-label={t('nav.label')} px="3">
          <NavList items={nav} />
        </Box>
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <HStack
          as="header"
          h="14"
          px={{ base: '3', md: '6' }}
          borderBottomWidth="1px"
          justify="space-between"
          bg="bg"
          position="sticky"
          top="0"
          zIndex="docked"
        >
          <HStack display={{ base: 'flex', lg: 'none' }}>
            <IconButton
              variant="ghost"
              aria-label={t('nav.openMenu')}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              <Menu />
            </IconButton>
            <Brand />
          </HStack>
          <Box flex="1" display={{ base: 'none', lg: 'block' }} />
          {userMenu}
        </HStack>
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py="6" maxW="7xl" w="full" mx="auto">
          {children}
        </Box>
      </Flex>

      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNav open={drawerOpen} onOpenChange={setDrawerOpen} nav={nav} brand={<Brand />} />
        </Suspense>
      )}
    </Flex>
  );
}
