import { Card, RadioGroup, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, languages, type Language } from '@/lib/i18n/i18n';

/** The interface language, applied as soon as it is picked and remembered on this browser. */
export function LanguagePreference() {
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
          onValueChange={(event) => void changeLanguage(event.value as Language)}
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
