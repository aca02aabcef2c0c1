// Five projects, one per level of the test pyramid (docs/architecture.md, "How to test"), and
// PostgreSQL's run of the server tests. docs/performance.md, "Where the test suite's time goes",
// says what each setting below saves.
const os = require('node:os');

// wouter, inversify and age-encryption (with the noble and scure libraries it uses) ship ESM only, so ts-jest (with allowJs) also transforms them.
const esmOnly = ['wouter', 'regexparam', 'inversify', '@inversifyjs', 'age-encryption', '@noble', '@scure'];
// ts-jest, with one store of its output shared by the projects (test/support/ts-jest-shared.js).
const transform = {
  '^.+\\.[tj]sx?$': [
    '<rootDir>/test/support/ts-jest-shared.js',
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
// The coverage thresholds are about src/domain and src/application, and the domain project's own
// tests meet them: the core is held to its unit tests. The other projects reach the same code
// through views, servers and whole pages, and instrumenting it there made them slower for no
// threshold (the ui project 6 %, the server and e2e projects about a third): they collect none.
const noCoverage = { coveragePathIgnorePatterns: ['.*'] };
// What the server projects' files share in a run: one PostgreSQL cluster, started by the first file
// that needs one, and the seeded databases test servers start from (test/server/support/test-run.ts).
const testRun = {
  globalSetup: '<rootDir>/test/server/support/test-run.global-setup.ts',
  globalTeardown: '<rootDir>/test/server/support/test-run.global-teardown.ts',
};
const sqliteErrorsSetup = '<rootDir>/test/server/support/sqlite-errors.setup.ts';
// The server tests render whole pages from the source (src/composition/server-render.tsx), as the
// render bundle does in production: with React's production build, as that bundle has it. Its
// development build checks every element and hook on the way, which took a fifth of those tests'
// time; the views' own tests (the ui project) keep it and its warnings. Mapped rather than set by
// NODE_ENV, which the command-line children the server tests start would inherit.
const productionReact = {
  '^react$': '<rootDir>/node_modules/react/cjs/react.production.js',
  '^react/jsx-runtime$': '<rootDir>/node_modules/react/cjs/react-jsx-runtime.production.js',
  '^react-dom$': '<rootDir>/node_modules/react-dom/cjs/react-dom.production.js',
  '^react-dom/static$': '<rootDir>/node_modules/react-dom/cjs/react-dom-server.node.production.js',
};
const common = {
  runtime: '<rootDir>/test/support/cached-runtime.js',
  transform,
  transformIgnorePatterns: [`node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    // Chakra's and Ark's indexes, each export loaded when a test first reads it (lazy-barrel.js).
    '^@chakra-ui/react$': '<rootDir>/test/support/lazy-chakra.js',
    '^@ark-ui/react$': '<rootDir>/test/support/lazy-ark.js',
    '\\.module\\.css$': '<rootDir>/test/support/css-module-stub.js',
    '\\.(css)$': '<rootDir>/test/support/style-stub.js',
  },
};

/** @type {import('jest').Config} */
module.exports = {
  // Fifteen seconds for a test or a hook, not jest's five: a rich-text test typing through a whole
  // editor in jsdom, or a server test starting a real server and signing people in, takes a
  // second or two alone, and on a slow two-core machine with the whole suite beside it some went
  // past five. Set here, for every project: jest-circus reads the timeout of the run's own
  // configuration only, and a project's `testTimeout` is ignored.
  testTimeout: 15_000,
  projects: [
    {
      ...common,
      displayName: 'domain',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/domain/**/*.test.ts', '<rootDir>/test/application/**/*.test.ts'],
    },
    {
      ...common,
      ...noCoverage,
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
      ...noCoverage,
      displayName: 'server',
      testEnvironment: 'node',
      moduleNameMapper: { ...productionReact, ...common.moduleNameMapper },
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      // better-sqlite3's errors belong to the file that runs, not to the worker's first (the file says why).
      setupFiles: [sqliteErrorsSetup],
      ...testRun,
    },
    {
      // The authoring and account tests again, each server on its own PostgreSQL database
      // (test/server/support/test-server.ts), all on one cluster per run (test-run.ts).
      ...common,
      ...noCoverage,
      displayName: 'server-postgres',
      testEnvironment: 'node',
      moduleNameMapper: { ...productionReact, ...common.moduleNameMapper },
      testMatch: [
        '<rootDir>/test/server/authoring/**/*.test.ts',
        '<rootDir>/test/server/accounts/**/*.test.ts',
        '<rootDir>/test/server/auth/sessions.test.ts',
        '<rootDir>/test/server/auth/auth.routes.test.ts',
        '<rootDir>/test/server/auth/login-protection.test.ts',
        // The sign-in tests (two-step, lockout, owed setup, parallel logins, before the scripts).
        '<rootDir>/test/server/auth/{lockout,login-before-scripts,owed-setup,parallel-logins,two-step}.test.ts',
        '<rootDir>/test/server/support/test-server.test.ts',
        '<rootDir>/test/server/sites/many-sites.test.ts',
        '<rootDir>/test/server/sites/site-move.test.ts',
        '<rootDir>/test/server/search/**/*.test.ts',
      ],
      testPathIgnorePatterns: [
        '/node_modules/',
        // kill -9 of main.ts mid-save, checked on its own SQLite file: a test of SQLite's durability.
        '/test/server/authoring/kill-during-saves\\.test\\.ts$',
      ],
      setupFiles: [sqliteErrorsSetup],
      setupFilesAfterEnv: ['<rootDir>/test/server/support/postgres-engine.setup.ts'],
      ...testRun,
    },
    {
      ...common,
      ...noCoverage,
      displayName: 'e2e',
      testEnvironment: '<rootDir>/test/e2e/support/e2e-environment.js',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
      globalTeardown: testRun.globalTeardown,
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
  // Jest's default, one worker fewer than the cores, is a single worker on a two-core machine, and
  // runs every file one after the other. The e2e and server files spend much of their time waiting
  // for Chromium, PostgreSQL or a child process, so one worker more than the cores keeps them busy:
  // on two cores, three workers left 11 s of 1,174 idle, two left 76 s of 1,269 (decision 73).
  maxWorkers: (os.availableParallelism?.() ?? os.cpus().length) + 1,
  testSequencer: '<rootDir>/test/support/slow-first.sequencer.js',
  // How long jest waits for a worker to end once its files are done. Its default, 500 ms, is less
  // than a worker takes to end here: measured at the end of the ui project, each worker had nothing
  // left to run (its exit event came 1 to 6 ms after jest asked it to end) and still took 490 to
  // 580 ms to be gone, returning a heap of 1.1 GB to the system, so jest killed it and printed that
  // a worker "failed to exit gracefully" at the end of every full run. A worker that really leaks a
  // handle is still killed, and still named, five seconds on.
  workerGracefulExitTimeout: 5_000,
};
