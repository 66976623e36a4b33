import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// bulletproof-react boundaries: shared -> features -> app. A feature imports no other feature and not the app.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...features.filter((other) => other !== feature).map((other) => `@/features/${other}`), '@/features/*/**', '!@/features/' + feature + '/**', '@/app', '@/app/*'],
            message: 'A feature must not import another feature or the app; share through src/lib, src/components or src/config.',
          },
        ],
      },
    ],
  },
}));

export default defineConfig([
  globalIgnores(['dist', 'coverage']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommended,
      reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
      reactRefresh.configs.vite,
    ],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', '@/app/*', '@/app'], message: 'Shared code must not import features or the app.' }] }],
    },
  },
  ...featureBoundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'react-refresh/only-export-components': 'off',
      'no-restricted-imports': 'off',
    },
  },
]);
