import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

const input = { target: './openapi.yaml' };

export default defineConfig({
  api: {
    input,
    output: {
      client: 'react-query',
      httpClient: 'fetch',
      mode: 'tags-split',
      target: './generated/api',
      schemas: './generated/model',
      clean: true,
      formatter: 'prettier',
      // index.msw.ts gathers every tag's handlers for mocks/handlers.ts.
      mock: { indexMockFiles: true, generators: [{ type: 'msw', locale: 'fr' }] },
      override: {
        mutator: { path: './src/lib/http-client.ts', name: 'httpClient' },
        // The mutator returns the body itself; it throws on any non-2xx.
        fetch: { includeHttpResponseReturnType: false },
        query: { version: 5 },
        // Believable screens in dev:msw and Storybook: people, companies and places, not lorem.
        mock: {
          numberMax: 20000,
          properties: {
            '/^number$/': () => `DT-${faker.string.numeric(6)}`,
            '/firstName$/': () => faker.person.firstName(),
            '/lastName$/': () => faker.person.lastName(),
            '/^contact$/': () => faker.person.fullName(),
            '/companyName$/': () => faker.company.name(),
            '/^city$/': () => faker.location.city(),
            '/^address$/': () => faker.location.streetAddress(),
            '/^(name|subject)$/': () => faker.company.name(),
            '/^(oilType)$/': () =>
              faker.helpers.arrayElement(['Huile de friture', 'Huile végétale usagée']),
            '/^(lat)$/': () => faker.location.latitude({ min: 33, max: 37.3 }),
            '/^(lng)$/': () => faker.location.longitude({ min: 8, max: 11 }),
          },
        },
      },
    },
  },
  zod: {
    input,
    output: {
      client: 'zod',
      mode: 'tags-split',
      target: './generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      formatter: 'prettier',
      override: {
        // Query and path values arrive as strings on the server. Numbers only: z.coerce.boolean()
        // reads 'false' as true.
        zod: { coerce: { query: ['number'], param: ['number'] } },
      },
    },
  },
  // The same rules in Zod Mini's functional form for the app's forms: it bundles only the checks
  // a form uses (a sign-in page's zod 24.6 → about 7 KB gzip); the server keeps the classic API.
  zodMini: {
    input,
    output: {
      client: 'zod',
      mode: 'tags-split',
      target: './generated/zod-mini',
      fileExtension: '.zod.ts',
      clean: true,
      formatter: 'prettier',
      override: { zod: { variant: 'mini' } },
    },
  },
});
