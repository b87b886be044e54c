import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { getGetCurrentUserQueryKey, useUpdateProfile } from '@generated/api/auth/auth';
import type { User } from '@generated/model';
import { changeLanguage, currentLanguage, type Language } from './i18n';

/**
 * Switches the interface language at once and keeps the choice on the account of `user` (PATCH
 * /auth/profile), so that it follows them to any browser. Signed out, this browser remembers it.
 */
export function useChooseLanguage(user: User | undefined) {
  const queryClient = useQueryClient();
  const { mutate } = useUpdateProfile();
  const saved = user?.language;
  const signedIn = !!user;
  return useCallback(
    (language: Language) => {
      void changeLanguage(language);
      if (!signedIn || saved === language) return;
      mutate(
        { data: { language } },
        // The account now holds it: the signed-in user says so, nothing else of them changes.
        {
          onSuccess: () =>
            queryClient.setQueryData<User>(
              getGetCurrentUserQueryKey(),
              (current) => current && { ...current, language },
            ),
        },
      );
    },
    [mutate, queryClient, saved, signedIn],
  );
}

/** After sign-in (and whenever the account's choice changes), the account's language applies. */
export function useAccountLanguage(user: User | undefined) {
  const language = user?.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void changeLanguage(language);
  }, [language]);
}
