import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetHealth } from '@generated/api/public/public';

/** The version the server runs, to quote when asking for help: "Version 1.0.0 (3f2c9a1)". */
export function AppVersion() {
  const { t } = useTranslation('profile');
  const { data } = useGetHealth({ query: { staleTime: Infinity } });
  if (!data) return null;
  const { version, commit } = data;
  return (
    <Text textStyle="sm" color="fg.muted" mt="6">
      {commit
        ? t('version.withCommit', { version, commit: commit.slice(0, 7) })
        : t('version.only', { version })}
    </Text>
  );
}
