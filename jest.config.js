// Four projects, one per level of the test pyramid (docs/architecture.md, "How to test").
// wouter, inversify and age-encryption (with the noble and scure libraries it uses) ship ESM only,
// so ts-jest (with allowJs) also transforms them.
const esmOnly = ['wouter', 'regexparam', 'inversify', '@inversifyjs', 'age-encryption', '@noble', '@scure'];
const transform = {
  '^.+\\.[tj]sx?$': [
    'ts-jest',
    {
      tsconfig: {
        allowJs: true,
        module: 'commonjs',
        moduleResolution: 'node10',
        jsx: 'react-jsx',
        isolatedModules: true,
        esModuleInterop: true,
        target: 'ES2022',
      },
    },
  ],
};
const sqliteErrorsSetup = '<rootDir>/test/server/support/sqlite-errors.setup.ts';
const common = {
  transform,
  transformIgnorePatterns: [`node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/test/support/css-module-stub.js',
    '\\.(css)$': '<rootDir>/test/support/style-stub.js',
  },
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'domain',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/domain/**/*.test.ts', '<rootDir>/test/application/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/test/ui/**/*.test.ts?(x)',
        '<rootDir>/test/adapters/**/*.test.ts?(x)',
        '<rootDir>/test/composition/**/*.test.ts?(x)',
        '<rootDir>/test/stores/**/*.test.ts?(x)',
      ],
      setupFilesAfterEnv: ['<rootDir>/test/support/ui-setup.ts'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      // better-sqlite3's errors belong to the file that runs, not to the worker's first (the file says why).
      setupFiles: [sqliteErrorsSetup],
    },
    {
      // Issue 25: the authoring and account tests again, each server on its own PostgreSQL database
      // (test/server/support/test-server.ts), one throwaway cluster per file.
      ...common,
      displayName: 'server-postgres',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/test/server/authoring/**/*.test.ts',
        '<rootDir>/test/server/accounts/**/*.test.ts',
        '<rootDir>/test/server/sign-in/**/*.test.ts',
        '<rootDir>/test/server/review/**/*.test.ts',
        '<rootDir>/test/server/sessions.test.ts',
        '<rootDir>/test/server/auth.routes.test.ts',
        '<rootDir>/test/server/login-protection.test.ts',
        '<rootDir>/test/server/support/test-server.test.ts',
      ],
      testPathIgnorePatterns: [
        '/node_modules/',
        // kill -9 of main.ts mid-save, checked on its own SQLite file: a test of SQLite's durability.
        '/test/server/authoring/kill-during-saves\\.test\\.ts$',
      ],
      setupFiles: [sqliteErrorsSetup],
      setupFilesAfterEnv: ['<rootDir>/test/server/support/postgres-engine.setup.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/e2e/support/global-setup.js',
    },
  ],
  collectCoverageFrom: [
    'src/domain/**/*.ts',
    'src/application/**/*.ts',
    '!src/**/*.port.ts',
    // The boundary tests' probe files, should a crashed run leave one behind.
    '!src/**/__probe__/**',
  ],
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: {
    './src/domain/': { branches: 95, lines: 95 },
    './src/application/': { branches: 95, lines: 95 },
  },
  passWithNoTests: true,
};
