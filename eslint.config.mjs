import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

// Packages the core must never see: frameworks, UI kits and server libraries.
// The path rules alone would still let `import React` into a core folder, so they are named here.
const FORBIDDEN_IN_CORE = [
  'react',
  'react-dom',
  'react-dom/*',
  'wouter',
  'wouter/*',
  'inversify',
  'zustand',
  'zustand/*',
  'i18next',
  'react-i18next',
  '@chakra-ui/*',
  '@emotion/*',
  'framer-motion',
  'fastify',
  '@fastify/*',
  'better-sqlite3',
];

const CORE_FILES = ['src/domain/**/*.ts', 'src/application/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      '.tmp-*',
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'perf-report/**',
      'screenshots/**',
      'data/**',
      'test/support/*.js',
      'test/e2e/support/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The boundary of the hexagon: the core reaches the world only through its ports.
    files: CORE_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FORBIDDEN_IN_CORE,
              message: 'The domain core is framework-free: reach this through a port.',
            },
            {
              group: ['**/adapters/**', '**/ui/**', '**/composition/**', '**/stores/**', '**/server/**'],
              message: 'The core must not depend on outer rings.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'fetch',
          'setTimeout',
          'setInterval',
          'clearTimeout',
          'clearInterval',
          'navigator',
          'location',
          'XMLHttpRequest',
        ].map((name) => ({
          name,
          message: `The core must not touch \`${name}\`; use a port (clock, timers, http, storage, navigation).`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Read time through the Clock port.' },
        { object: 'Math', property: 'random', message: 'Randomness comes in through a port.' },
        { object: 'globalThis', message: 'The core must not reach globals.' },
        { object: 'window', message: 'The core must not touch window.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read time through the Clock port.',
        },
      ],
    },
  },
  {
    // The public site loads no styling runtime (docs/styling.md): everything in src/ui uses CSS modules
    // except the login form, the editor tools and the dialog, which render Chakra inside a ChakraScope
    // (src/ui/theme/with-chakra.tsx, src/ui/services/dialog-view.tsx), and the theme that defines it.
    files: ['src/main.tsx', 'src/ui/**/*.{ts,tsx}'],
    ignores: [
      'src/ui/login/**',
      'src/ui/app/editor-tools.page.tsx',
      'src/ui/services/dialog-view.tsx',
      'src/ui/theme/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@chakra-ui/react', message: 'Public pages use CSS modules (docs/styling.md).' },
            { name: '@emotion/react', message: 'Public pages use CSS modules (docs/styling.md).' },
          ],
        },
      ],
    },
  },
  {
    // src/shared is imported by the browser bundle and by the server alike.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify', 'better-sqlite3', '@fastify/*'],
              message: 'src/shared runs in the browser too.',
            },
            {
              group: [
                '**/server/**',
                '**/ui/**',
                '**/adapters/**',
                '**/composition/**',
                '**/stores/**',
                '**/domain/**',
                '**/application/**',
              ],
              message: 'src/shared depends on neither side.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['*.js', 'scripts/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.ts', 'test/**/*.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
