import { Box, Center } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { storyTexts } from '@/components/storybook/story-helpers';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

/** The auth layout's card, so that a screen is judged at the width it has in the app. */
export const inAuthCard: Decorator = (Story) => (
  <Center minH="100vh" bg="bg.subtle" p="4">
    <Box w="full" maxW="md" bg="bg" borderWidth="1px" rounded="xl" shadow="sm" p="8">
      <Story />
    </Box>
  </Center>
);

export const authText = storyTexts('auth', fr, en);

/** An error answer of the contract, worded in the request's language as the server does. */
export const failing = (
  method: 'post',
  path: string,
  status: number,
  code: string,
  message: { fr: string; en: string },
) =>
  http[method](path, ({ request }) =>
    HttpResponse.json(
      {
        message: request.headers.get('Accept-Language') === 'en' ? message.en : message.fr,
        code,
        path: new URL(request.url).pathname,
        date: '2026-11-22T08:30:00.000Z',
      },
      { status },
    ),
  );
