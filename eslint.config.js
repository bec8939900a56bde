import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Which folder may import which (ARCHITECTURE.md draws it): core below everything, the schema
 * above it, the app beside the schema, the build pipeline above both, the editor above the
 * pipeline, the commands on top; tests import anything, and nothing imports tests.
 */
const boundary = (files, message, forbidden, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...forbidden.map((folder) => ({ regex: `^(\\.\\./)+${folder}/`, message })), ...extra] },
    ],
  },
});
const BUILD_TIME = { group: ['zod', 'yaml', 'node:*', 'sharp', 'vite'], message: 'Build-time code stays out of the browser: import validated data and types only.' };
const folderRules = [
  boundary(['core/**'], 'core/ holds pure helpers that depend on nothing else of the project.', ['schema', 'src', 'pipeline', 'editor', 'scripts', 'tests'], [
    { regex: '^[^.]', message: 'core/ imports no package: it is shared by the browser and the build.' },
  ]),
  boundary(['schema/**'], 'schema/ is pure validation: it may import core/ only (and zod, yaml).', ['src', 'pipeline', 'editor', 'scripts', 'tests'], [
    { group: ['node:*', 'sharp', 'vite'], message: 'schema/ reads no file: pipeline/validate.ts reads the site file and opens its images.' },
  ]),
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            BUILD_TIME,
            { regex: '^(\\.\\./)+schema/', allowTypeImports: true, message: 'The app may import types from schema/, not the validator.' },
            ...['pipeline', 'editor', 'scripts', 'tests'].map((folder) => ({ regex: `^(\\.\\./)+${folder}/`, message: 'The app is below the build, the editor and the commands.' })),
          ],
        },
      ],
    },
  },
  boundary(['pipeline/**'], 'pipeline/ is the library the commands and the editor call; it imports neither.', ['editor', 'scripts', 'tests']),
  boundary(['editor/**'], 'The editor is called by its command and calls the pipeline, never the other way.', ['scripts', 'tests']),
  boundary(['scripts/**'], 'Commands call libraries; nothing outside tests/ imports from tests/.', ['tests']),
];

export default tseslint.config(
  { ignores: ['dist/', '.build-tmp/', '.test-build/', '.bench/', '.scratch/', 'node_modules/', '**/*.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...folderRules,
  {
    files: ['editor/client/**/*.{ts,tsx}', 'editor/preview/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // A later rule of the same name replaces an earlier one: the page's rule repeats the editor's folders.
  {
    files: ['editor/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', 'yaml', 'node:*', 'vite'], message: 'The editor’s page gets the schema and the content from its server.' },
            ...['scripts', 'tests'].map((folder) => ({ regex: `^(\\.\\./)+${folder}/`, message: 'The editor is called by its command and calls the pipeline, never the other way.' })),
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
