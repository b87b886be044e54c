import {
  Avatar,
  Box,
  Button,
  HStack,
  Text,
  VisuallyHidden,
  type ButtonProps,
} from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface UserMenuProps {
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

/** The button that opens the user menu: who is signed in, with which role. */
export function UserMenuButton({
  fullName,
  roleLabel,
  picture,
  ...button
}: Pick<UserMenuProps, 'fullName' | 'roleLabel' | 'picture'> &
  ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" px="2" {...button}>
      <HStack gap="2">
        <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
          <Avatar.Fallback name={fullName} />
          {picture && <Avatar.Image src={picture} alt="" />}
        </Avatar.Root>
        <Box textAlign="start" display={{ base: 'none', sm: 'block' }}>
          <Text fontSize="sm" fontWeight="medium" lineHeight="short">
            {fullName}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineHeight="short">
            {roleLabel}
          </Text>
        </Box>
        {/* Named by what it shows, then what it is, so that speech input finds it. */}
        <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
      </HStack>
    </Button>
  );
}
