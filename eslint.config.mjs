import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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

// `.tsx` too: a component file in the core would otherwise escape every rule below.
const CORE_FILES = ['src/domain/**/*.{ts,tsx}', 'src/application/**/*.{ts,tsx}'];

// The client's folders. The server may import none of them, and none of them the server.
const CLIENT_PATHS = [
  './src/ui',
  './src/domain',
  './src/application',
  './src/adapters',
  './src/composition',
  './src/stores',
  './src/config',
  './src/main.tsx',
];

// What views and stores may not spell out (the API's paths), and the editor's views may not do
// (read the clock): shared between the blocks below, since a later block's rule options replace an
// earlier block's for the same rule.
// `\x2F` is `/`: a selector's regex ends at its first slash, escaped or not.
const API_PATH_SYNTAX = [
  {
    selector: 'Literal[value=/^\\x2F(api|backend)\\x2F/]',
    message: 'API paths belong to the content adapter, not to views or stores.',
  },
  {
    selector: 'TemplateElement[value.raw=/^\\x2F(api|backend)\\x2F/]',
    message: 'API paths belong to the content adapter, not to views or stores.',
  },
];
const NO_WINDOW_LOCATION = {
  object: 'window',
  property: 'location',
  message: 'Navigate through the Navigation port.',
};

// The ports of the core by name. The port files also hold plain data types (DocumentData,
// DocumentRow…), which views may read; the interfaces that reach the world they may not.
const PORT_NAMES = [
  'AccountsSource',
  'AuditSource',
  'AuthoringSource',
  'BackupStore',
  'Captcha',
  'Clock',
  'Connectivity',
  'ContentSource',
  'Dialogs',
  'FileUploads',
  'HistorySource',
  'HttpPort',
  'KeyValueStorage',
  'MailboxOutbox',
  'Navigation',
  'PublishingSource',
  'RightsSource',
  'SiteSource',
  'Timers',
  'VisitBeacons',
];

// Views get their services from the provider. The chunk loader's reload guard is the one other door:
// chunks load before any service is resolved (src/composition/browser-reload-guard.ts).
const VIEW_COMPOSITION_PATTERN = {
  group: ['**/composition/**', '!**/composition/services-provider', '!**/composition/browser-reload-guard'],
  message: 'Views reach the composition root through services-provider only.',
};

// The editor's and the staff screens' views: loaded with the Chakra scope, only for signed-in staff.
// Their doors on the public pages (editor-slots, edit-mode, edit-entry) are checked again below.
const STAFF_VIEW_FILES = [
  'src/ui/editor/**/*.{ts,tsx}',
  'src/ui/staff/**/*.{ts,tsx}',
  'src/ui/account/my-account/**/*.{ts,tsx}',
  'src/ui/account/idle-warning.tsx',
];

// The editor's views get use cases from the editing kit and services from the provider: no port
// types and no composition root (docs/architecture.md).
const EDITOR_VIEW_PATTERNS = [
  {
    group: ['**/*.port'],
    importNames: PORT_NAMES,
    message:
      'Editor views call the editing kit’s use cases; ports stay in the core and the composition root.',
  },
  {
    group: ['**/composition/**', '!**/composition/services-provider'],
    message: 'Views reach the composition root through services-provider only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      '.tmp-*',
      'dist/**',
      'dist-server/**',
      'coverage/**',
      'node_modules/**',
      'perf-report/**',
      'screenshots/**',
      'data/**',
      'test/support/*.js',
      'test/e2e/support/*.js',
      // Probe files the boundary tests write and delete; one left by a crash must not fail lint.
      'src/**/__probe__/**',
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
    // Imports are resolved to files (TypeScript's rules), so the two rules below see what an
    // import really reaches, whatever its number of `../`.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the plugin's TypeScript settings it would not parse the .ts files it follows, and
      // find no cycle at all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // A cycle makes load order matter and hides which module owns what. `import type` is ignored
      // (the rule's own behaviour): types vanish at compile time and create no load-order cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Client and server share src/shared only (docs/architecture.md). Path patterns in
      // no-restricted-imports cannot tell ../client inside src/server from the client, so the
      // zones are checked on resolved files.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server',
              from: CLIENT_PATHS,
              message: 'The server may import src/shared only, never client code.',
            },
            {
              target: CLIENT_PATHS,
              from: './src/server',
              message: 'Client code must not import the server; shared types live in src/shared.',
            },
            {
              target: './src/shared',
              from: [...CLIENT_PATHS, './src/server'],
              message: 'src/shared is compiled by client and server alike: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Storage sits behind async ports: only src/server/storage speaks to a driver or the
    // query builder, so services, routes and the scheduler run on either engine unchanged.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/storage/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['kysely', 'better-sqlite3', 'pg'].map((name) => ({
            name,
            message: 'Only src/server/storage speaks to the database: use a store port or the unit of work.',
          })),
          patterns: [
            {
              group: ['**/storage/sqlite/**', '**/storage/postgres/**', '**/storage/kysely/**'],
              message: 'An engine is chosen in src/server/storage (open-storage.ts): depend on the ports.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route takes its path from the shared tables the client builds its requests from
    // (src/shared/api-paths.ts and its kin; `routeOf` for a builder), so the two cannot drift;
    // test/server/http/route-patterns.test.ts holds the tables and the registered routes together.
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATH_SYNTAX.map(({ selector }) => ({
          selector,
          message: 'Take the path from the shared path tables (routeOf for a builder), not a literal.',
        })),
      ],
    },
  },
  {
    // Backups are each engine's own dump (online backup, pg_dump) by design (decision 38): the
    // backup slice may call the engine folders, still never a driver.
    files: ['src/server/backup/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['kysely', 'better-sqlite3', 'pg'].map((name) => ({
            name,
            message: 'Only src/server/storage speaks to the database: use a store port or the unit of work.',
          })),
        },
      ],
    },
  },
  {
    // Views ask the content adapter for data and the navigation port to move: no API paths, no
    // window.location of their own.
    files: ['src/ui/**/*.{ts,tsx}', 'src/stores/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...API_PATH_SYNTAX],
      'no-restricted-properties': ['error', NO_WINDOW_LOCATION],
    },
  },
  {
    // The editor's and staff views word outcomes; the time a decision needs comes from the Clock
    // port in the use case, so a test runs it on manual time.
    files: STAFF_VIEW_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATH_SYNTAX,
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Views do not read the clock: the use case takes the Clock port.',
        },
      ],
      'no-restricted-properties': ['error', NO_WINDOW_LOCATION],
    },
  },
  {
    files: STAFF_VIEW_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: EDITOR_VIEW_PATTERNS }] },
  },
  {
    // The public site loads no styling runtime (docs/styling.md): everything in src/ui uses CSS modules
    // except the login form, the editor, the staff screens and the dialogs, which render Chakra inside
    // a ChakraScope (src/ui/theme/with-chakra.tsx, src/ui/feedback/dialog-view.tsx), and the theme
    // that defines it.
    files: ['src/main.tsx', 'src/ui/**/*.{ts,tsx}'],
    ignores: [
      'src/ui/login/**',
      ...STAFF_VIEW_FILES,
      'src/ui/feedback/dialog-view.tsx',
      'src/ui/feedback/dialog-frame.tsx',
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
          patterns: [VIEW_COMPOSITION_PATTERN],
        },
      ],
    },
  },
  {
    // The browser's entry is the composition root's caller: it builds the container.
    files: ['src/main.tsx'],
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
    // The views that may render Chakra keep the provider rule too.
    files: [
      'src/ui/login/**/*.{ts,tsx}',
      'src/ui/feedback/dialog-view.tsx',
      'src/ui/feedback/dialog-frame.tsx',
      'src/ui/theme/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [VIEW_COMPOSITION_PATTERN] }] },
  },
  {
    // What a public page imports of the editor, and the 編輯此頁 button, load without Chakra.
    files: [
      'src/ui/editor/editor-slots.ts',
      'src/ui/editor/parts/edit-mode.ts',
      'src/ui/editor/edit-entry.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@chakra-ui/react', message: 'The editor’s doors load without Chakra (decision 26).' },
            { name: '@emotion/react', message: 'The editor’s doors load without Chakra (decision 26).' },
          ],
          // The editor views' own limits, which this block's options would otherwise replace.
          patterns: EDITOR_VIEW_PATTERNS,
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
