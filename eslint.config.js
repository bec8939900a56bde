import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.build-tmp/', '.test-build/', '.bench/', '.scratch/', 'node_modules/', '**/*.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', 'yaml', 'node:*'], message: 'Build-time code stays out of the browser: import validated data and types only.' },
            { regex: '^(\\.\\./)+schema/(?!tokens)', allowTypeImports: true, message: 'The app may import types from schema/, not the validator.' },
          ],
        },
      ],
    },
  },
  {
    files: ['editor/client/**/*.{ts,tsx}', 'editor/preview/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['editor/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['zod', 'yaml', 'node:*', 'vite'], message: 'The editor’s page gets the schema and the content from its server.' }] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
