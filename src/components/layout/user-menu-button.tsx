import {
  Box,
  Button,
  chakra,
  HStack,
  Text,
  useSlotRecipe,
  VisuallyHidden,
  type ButtonProps,
} from '@chakra-ui/react';
import { useState, type Ref } from 'react';
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

/** "Nadia Ben Romdhane" → "NR", as Chakra's Avatar shows a name. */
const initials = (name: string) => {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
};

/**
 * The signed-in user's initials, under their picture if they have one: Chakra's avatar recipe
 * on plain elements. Chakra's Avatar would bring Ark's state machine (which only tracks whether
 * the picture loaded) into every signed-in screen's first render and into the app's entry.
 */
function UserAvatar({ fullName, picture }: { fullName: string; picture?: string | null }) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size: 'xs' });
  const [failed, setFailed] = useState<string>();
  return (
    <chakra.span css={styles.root} colorPalette="brand" aria-hidden>
      <chakra.span css={styles.fallback}>{initials(fullName)}</chakra.span>
      {picture && picture !== failed && (
        <chakra.img
          css={styles.image}
          position="absolute"
          inset="0"
          src={picture}
          alt=""
          onError={() => setFailed(picture)}
        />
      )}
    </chakra.span>
  );
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
        <UserAvatar fullName={fullName} picture={picture} />
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
