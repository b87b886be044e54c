import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

// The layering of docs/architecture.md, for the reasons of
// docs/decisions/0006-features-never-import-each-other.md. Paths are relative to the repository
// root (basePath below).
const zones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature never imports another feature: compose them in src/app or move the piece to src/components.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import src/app.',
  },
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'components, lib and config never import features or app.',
  },
  {
    target: './generated',
    from: './src',
    except: ['./lib/http-client.ts'],
    message: 'generated/ imports only the mutator.',
  },
  {
    target: './generated',
    from: ['./mocks', './tests', './scripts', './server'],
    message: 'generated/ imports only the mutator.',
  },
  // The permission rules are one module read by both sides (server/permissions/policy.ts), and so
  // are the map's tile settings (the server writes them into the page, the app reads them).
  {
    target: './server',
    from: './src',
    except: ['./lib/access', './components/map/tile-config.ts'],
    message:
      'The server imports from src/ only the shared rules of src/lib/access and src/components/map/tile-config.ts.',
  },
  {
    target: './src/lib/access',
    from: './src',
    except: ['./lib/access'],
    message: 'src/lib/access is shared with the server: it imports only generated/model.',
  },
  {
    target: './src/lib/access',
    from: ['./server', './mocks'],
    message: 'src/lib/access is shared with the server: it imports only generated/model.',
  },
];

const layering = ['error', { basePath: import.meta.dirname, zones }];

const importRules = {
  plugins: { 'import-x': importX },
  settings: {
    // no-cycle parses every imported module and needs to know the TypeScript parser handles them.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
    ],
  },
};

export default defineConfig(
  globalIgnores([
    'dist',
    // npm run build's server and npm run release's folder: compiled output, not sources.
    'build',
    'release',
    'coverage',
    'storybook-static',
    'public/mockServiceWorker.js',
    'tests/e2e/.*',
  ]),
  {
    // orval output is not ours to style, but its imports must still respect the layering.
    files: ['generated/**/*.ts'],
    ...importRules,
    languageOptions: { parser: tseslint.parser },
    rules: { 'import-x/no-restricted-paths': layering },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    ignores: ['generated/**'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    ...importRules,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'import-x/no-restricted-paths': layering,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // The app validates with Zod Mini (generated/zod-mini): the classic API would bring its
    // whole 25 KB to every form (decision 0025, "Eleventh step").
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/access/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4'].map((name) => ({
            name,
            message: "The app imports 'zod/mini'.",
          })),
          patterns: [
            {
              regex: '^@generated/zod/',
              message: "The app imports '@generated/zod-mini/*'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Loaded as is by the server and the browser: plain TypeScript over plain data.
    files: ['src/lib/access/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@chakra-ui/*', '@tanstack/*'],
              message: 'No framework in the shared rules.',
            },
            {
              group: ['hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'node:*'],
              message: 'No server code in the shared rules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['*.{js,ts}', 'scripts/**/*.ts', 'server/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
