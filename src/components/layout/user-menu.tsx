import { Avatar, Box, Button, HStack, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { LogOut, Settings, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setColorMode, useColorMode, type ColorMode } from '../ui/color-mode';

interface UserMenuProps {
  fullName: string;
  roleLabel: string;
  picture?: string | null;
  language: string;
  languages: readonly string[];
  onLanguageChange: (language: string) => void;
  onSignOut: () => void;
  profilePath: string;
  settingsPath: string;
}

export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const colorMode = useColorMode();

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2">
          <HStack gap="2">
            <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
              <Avatar.Fallback name={props.fullName} />
              {props.picture && <Avatar.Image src={props.picture} alt="" />}
            </Avatar.Root>
            <Box textAlign="start" display={{ base: 'none', sm: 'block' }}>
              <Text fontSize="sm" fontWeight="medium" lineHeight="short">
                {props.fullName}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineHeight="short">
                {props.roleLabel}
              </Text>
            </Box>
            {/* Named by what it shows, then what it is, so that speech input finds it. */}
            <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.Item value="profile" onSelect={() => void navigate(props.profilePath)}>
              <User size={16} aria-hidden />
              {t('userMenu.profile')}
            </Menu.Item>
            <Menu.Item value="settings" onSelect={() => void navigate(props.settingsPath)}>
              <Settings size={16} aria-hidden />
              {t('userMenu.settings')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('userMenu.language')}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={props.language}
                onValueChange={(e) => props.onLanguageChange(e.value)}
              >
                {props.languages.map((language) => (
                  <Menu.RadioItem key={language} value={language}>
                    {t(`languages.${language}` as 'languages.fr')}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('userMenu.theme')}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup
                value={colorMode}
                onValueChange={(e) => setColorMode(e.value as ColorMode)}
              >
                <Menu.RadioItem value="light">
                  {t('userMenu.light')}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
                <Menu.RadioItem value="dark">
                  {t('userMenu.dark')}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={props.onSignOut} color="fg.error">
              <LogOut size={16} aria-hidden />
              {t('userMenu.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
