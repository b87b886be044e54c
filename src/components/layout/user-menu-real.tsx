import { Menu, Portal } from '@chakra-ui/react';
import { LogOut, Settings, User } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setColorMode, useColorMode, type ColorMode } from '../ui/color-mode';
import { UserMenuButton, type UserMenuProps } from './user-menu-button';

/**
 * The user menu itself; its own chunk (with the menu and positioning machinery), loaded when
 * the user first focuses or presses the button that user-menu.tsx shows until then.
 * `defaultOpen`: that press opens it; `takeFocus`: the button had the focus.
 */
export default function UserMenuReal({
  defaultOpen,
  takeFocus,
  ...props
}: UserMenuProps & { defaultOpen: boolean; takeFocus: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const colorMode = useColorMode();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The button under the focus was replaced by this one: the focus stays on the button.
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, [takeFocus, defaultOpen]);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <UserMenuButton
          ref={trigger}
          fullName={props.fullName}
          roleLabel={props.roleLabel}
          picture={props.picture}
        />
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
