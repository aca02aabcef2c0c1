import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

interface LintResult {
  errorCount: number;
  messages: LintMessage[];
}

interface Probe {
  /** Relative to the root; the rules are chosen by this path, as `npm run lint` would. */
  filePath: string;
  /** Linted as this text; absent means the file on disk, linted even where the config ignores it. */
  code?: string;
}

// Runs in a child Node: the config is an ES module, which jest's module system cannot import.
// One child lints every probe, so ESLint and the config load once for the whole file.
const LINT_PROBES = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const probes = JSON.parse(input);
const asText = new ESLint({ cwd: process.cwd() });
const onDisk = new ESLint({ cwd: process.cwd(), ignore: false });
const results = [];
for (const { filePath, code } of probes) {
  const [result] = code === undefined
    ? await onDisk.lintFiles([filePath])
    : await asText.lintText(code, { filePath, warnIgnored: true });
  results.push({ errorCount: result.errorCount, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });
}
process.stdout.write(JSON.stringify(results));
`;

function lintProbes(probes: Probe[]): Promise<LintResult[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', LINT_PROBES],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`ESLint probe run failed: ${String(error)}\n${stderr}`));
        else resolve(JSON.parse(stdout) as LintResult[]);
      },
    );
    child.stdin!.end(JSON.stringify(probes));
  });
}

const rulesOf = (messages: LintMessage[]): Array<string | null> => messages.map((m) => m.ruleId);

// The cycle rule follows imports on disk, so its probe is real files: a cyclic pair and, as a
// control, a pair that points one way. `src/**/__probe__/` is ignored by git, lint, tsc and coverage,
// so a crash that leaves one behind breaks nothing; each run removes its own folder.
const PROBE_ROOT = path.join(ROOT, 'src', 'domain', '__probe__');
const PROBE_DIR = path.join(PROBE_ROOT, randomUUID());
const ON_DISK: Record<string, string> = {
  'cycle-a.ts': "import { b } from './cycle-b';\nexport const a = (): number => b() + 1;\n",
  'cycle-b.ts': "import { a } from './cycle-a';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
  'line-a.ts': "import { d } from './line-b';\nexport const c = (): number => d() + 1;\n",
  'line-b.ts': 'export const d = (): number => 1;\n',
};
const onDisk = (name: string): Probe => ({ filePath: path.relative(ROOT, path.join(PROBE_DIR, name)) });

const PROBES = {
  // The core
  react: {
    filePath: 'src/domain/probe.ts',
    code: "import { useState } from 'react';\nexport const probe = useState;\n",
  },
  clock: { filePath: 'src/domain/probe.ts', code: 'export const probe = (): number => Date.now();\n' },
  window: {
    filePath: 'src/domain/probe.ts',
    code: 'export const probe = (): string => window.location.href;\n',
  },
  clean: {
    filePath: 'src/domain/probe.ts',
    code: 'export const probe = (a: number, b: number): number => a + b;\n',
  },
  tsxReact: {
    filePath: 'src/domain/probe.tsx',
    code: "import { useState } from 'react';\nexport const Probe = () => <p>{String(useState(0)[0])}</p>;\n",
  },
  tsxWindow: {
    filePath: 'src/domain/probe.tsx',
    code: 'export const Probe = () => <p>{window.innerWidth}</p>;\n',
  },
  tsxTimer: {
    filePath: 'src/domain/probe.tsx',
    code: 'export const probe = (done: () => void): unknown => setTimeout(done, 10);\n',
  },
  // Cycles
  cycleA: onDisk('cycle-a.ts'),
  cycleB: onDisk('cycle-b.ts'),
  lineA: onDisk('line-a.ts'),
  lineB: onDisk('line-b.ts'),
  // Client and server
  viewImportsServer: {
    filePath: 'src/ui/probe.tsx',
    code: "import { createServer } from '../server/create-server';\nexport const probe = createServer;\n",
  },
  useCaseImportsServer: {
    filePath: 'src/application/probe.ts',
    code: "import { createServer } from '../server/create-server';\nexport const probe = createServer;\n",
  },
  serverImportsCore: {
    filePath: 'src/server/auth/probe.ts',
    code: "import { Session } from '../../domain/session/session';\nexport const probe = Session;\n",
  },
  serverImportsView: {
    filePath: 'src/server/probe.ts',
    code: "import { App } from '../ui/shell/app';\nexport const probe = App;\n",
  },
  serverImportsShared: {
    filePath: 'src/server/auth/probe.ts',
    code:
      "import { findStaticFile } from '../client/static-files';\n" +
      "import type { ApiErrorBody } from '../../shared/api-types';\n" +
      'export const probe = (e: ApiErrorBody): unknown[] => [findStaticFile, e];\n',
  },
  // API paths and window.location in views
  apiLiteral: {
    filePath: 'src/ui/probe.tsx',
    code: "export const probe = (get: (path: string) => unknown): unknown => get('/api/site/header');\n",
  },
  backendTemplate: {
    filePath: 'src/stores/probe.ts',
    code: 'export const probe = (path: string): string => `/backend/rights/${path}`;\n',
  },
  serverRouteLiteral: {
    filePath: 'src/server/site/probe.routes.ts',
    code: "export const probe = (get: (path: string) => unknown): unknown => get('/api/site/hit');\n",
  },
  serverRouteTemplate: {
    filePath: 'src/server/site/probe.routes.ts',
    code: 'export const probe = (action: string): string => `/backend/documents/:docId/${action}`;\n',
  },
  serverRouteFromTable: {
    filePath: 'src/server/site/probe.routes.ts',
    code:
      "import { API_PATHS } from '../../shared/api-paths';\n" +
      'export const probe = (get: (path: string) => unknown): unknown => get(API_PATHS.siteHit);\n',
  },
  locationHref: {
    filePath: 'src/ui/probe.tsx',
    code: 'export const probe = (): string => window.location.href;\n',
  },
  viewImportsContainer: {
    filePath: 'src/ui/parts/probe.tsx',
    code: "import { createContainer } from '../../composition/container';\nexport const probe = createContainer;\n",
  },
  viewUsesProvider: {
    filePath: 'src/ui/parts/probe.tsx',
    code: "import { useServices } from '../../composition/services-provider';\nexport const probe = useServices;\n",
  },
  sitePaths: {
    filePath: 'src/ui/probe.tsx',
    code: 'export const Probe = () => <a href="/news/apis">{\'/apis and /backend are words here\'}</a>;\n',
  },
} satisfies Record<string, Probe>;

type ProbeName = keyof typeof PROBES;
let results: Promise<Record<ProbeName, LintResult>>;

beforeAll(() => {
  mkdirSync(PROBE_DIR, { recursive: true });
  for (const [name, code] of Object.entries(ON_DISK)) writeFileSync(path.join(PROBE_DIR, name), code);
  const names = Object.keys(PROBES) as ProbeName[];
  results = lintProbes(names.map((name) => PROBES[name])).then(
    (list) => Object.fromEntries(names.map((name, i) => [name, list[i]!])) as Record<ProbeName, LintResult>,
  );
  // Each test awaits it; this keeps a failed run from also surfacing as an unhandled rejection.
  results.catch(() => undefined);
});

afterAll(() => {
  rmSync(PROBE_DIR, { recursive: true, force: true });
  try {
    rmdirSync(PROBE_ROOT);
  } catch {
    // Another run's probe is still there; that run removes its own.
  }
});

jest.setTimeout(120_000);

async function expectFails(name: ProbeName, rule: string): Promise<void> {
  const { errorCount, messages } = (await results)[name];
  expect(rulesOf(messages)).toContain(rule);
  expect(errorCount).toBeGreaterThan(0);
}

async function expectPasses(name: ProbeName): Promise<void> {
  const { errorCount, messages } = (await results)[name];
  expect(messages).toEqual([]);
  expect(errorCount).toBe(0);
}

describe('the boundary rule of the core', () => {
  it('fails lint when the core imports react', () => expectFails('react', 'no-restricted-imports'));

  it('fails lint when the core reads the clock with Date.now()', () =>
    expectFails('clock', 'no-restricted-properties'));

  it('fails lint when the core touches window', () => expectFails('window', 'no-restricted-globals'));

  it('passes lint for core code that stays inside its ports', () => expectPasses('clean'));

  it('fails lint when a .tsx file in the core imports react', () =>
    expectFails('tsxReact', 'no-restricted-imports'));

  it('fails lint when a .tsx file in the core touches window', () =>
    expectFails('tsxWindow', 'no-restricted-globals'));

  it('fails lint when a .tsx file in the core calls setTimeout', () =>
    expectFails('tsxTimer', 'no-restricted-globals'));
});

describe('the import cycle rule', () => {
  it('fails lint on both files when two files import each other', async () => {
    await expectFails('cycleA', 'import-x/no-cycle');
    await expectFails('cycleB', 'import-x/no-cycle');
  });

  it('passes lint for files whose imports point one way', async () => {
    await expectPasses('lineA');
    await expectPasses('lineB');
  });
});

describe('the wall between client and server', () => {
  it('fails lint when a view imports the server', () =>
    expectFails('viewImportsServer', 'import-x/no-restricted-paths'));

  it('fails lint when a use case imports the server', () =>
    expectFails('useCaseImportsServer', 'import-x/no-restricted-paths'));

  it('fails lint when the server imports the client core', () =>
    expectFails('serverImportsCore', 'import-x/no-restricted-paths'));

  it('fails lint when the server imports a view', () =>
    expectFails('serverImportsView', 'import-x/no-restricted-paths'));

  it('passes lint when the server imports src/shared and its own client folder', () =>
    expectPasses('serverImportsShared'));
});

describe('views without API paths or window.location', () => {
  it("fails lint when a view holds the API path '/api/site/header'", () =>
    expectFails('apiLiteral', 'no-restricted-syntax'));

  it('fails lint when a store builds a /backend/ path in a template', () =>
    expectFails('backendTemplate', 'no-restricted-syntax'));

  it('fails lint when a view reads window.location.href', () =>
    expectFails('locationHref', 'no-restricted-properties'));

  it('passes lint for a view whose links are site paths', () => expectPasses('sitePaths'));
});

describe('server routes without API paths of their own', () => {
  it("fails lint when a route registers '/api/site/hit' spelled out", () =>
    expectFails('serverRouteLiteral', 'no-restricted-syntax'));

  it('fails lint when a route builds a /backend/ pattern in a template', () =>
    expectFails('serverRouteTemplate', 'no-restricted-syntax'));

  it('passes lint for a route that takes its path from the shared table', () =>
    expectPasses('serverRouteFromTable'));
});

describe('views and the composition root', () => {
  it('fails lint when a view imports the container', () =>
    expectFails('viewImportsContainer', 'no-restricted-imports'));

  it('passes lint for a view that takes its services from the provider', () =>
    expectPasses('viewUsesProvider'));
});
