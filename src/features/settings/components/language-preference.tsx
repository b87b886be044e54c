import { Card, RadioGroup, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-user';
import { currentLanguage, languages, type Language } from '@/lib/i18n/i18n';
import { useChooseLanguage } from '@/lib/i18n/use-account-language';

/** The interface language, applied as soon as it is picked and kept on the account. */
export function LanguagePreference() {
  const chooseLanguage = useChooseLanguage(useCurrentUser());
  const { t } = useTranslation('settings');
  // useTranslation re-renders on a language change, so the checked option follows the menu too.
  const { t: tc } = useTranslation();

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('language.title')}</Card.Title>
        <Card.Description>{t('language.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <RadioGroup.Root
          value={currentLanguage()}
          onValueChange={(event) => chooseLanguage(event.value as Language)}
          colorPalette="brand"
          aria-label={t('language.label')}
        >
          <Stack gap="3">
            {languages.map((language) => (
              // Each language is named in itself, so that anyone can find their own.
              <RadioGroup.Item key={language} value={language} lang={language}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{tc(`languages.${language}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Card.Body>
    </Card.Root>
  );
}
