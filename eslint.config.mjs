// One lint set-up for the whole repository: TypeScript rules everywhere, React rules in the
// frontend, and the layer rule that keeps domain code free of framework imports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import moduleTables from './backend/lint/module-tables.mjs';
import { tableExceptions } from './backend/lint/table-exceptions.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // NestJS resolves constructor parameters through emitted type metadata, so injected classes
    // must be value imports.
    files: ['backend/**/*.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    ignores: ['frontend/src/shared/store/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector and useAppDispatch from shared/store/hooks (typed).',
            },
          ],
        },
      ],
    },
  },
  {
    // Small components: one that grows past 100 lines is split into components and hooks.
    files: ['frontend/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['contracts/src/**/*.ts', 'backend/src/**/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'pg', 'express', 'react', '@reduxjs/*'],
              message: 'Domain code stays free of framework and infrastructure imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tools use the backend through its public entries (backend/package.json `exports`).
    files: ['scripts/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backend/src/**'],
              message:
                'Import the backend as @job-intake/backend/tools or @job-intake/backend/testing, ' +
                'not by a path into its source.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's tables are its own: others ask through what it exports (decision 0034). The
    // benches' references time plain SQL on the tables on purpose.
    files: ['backend/src/**/*.ts', 'scripts/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**', 'scripts/src/bench/**'],
    plugins: { 'module-tables': moduleTables },
    rules: { 'module-tables/no-foreign-tables': ['error', { allow: tableExceptions }] },
  },
  {
    files: ['**/*.config.js', '**/*.config.cjs', '**/.dependency-cruiser.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
