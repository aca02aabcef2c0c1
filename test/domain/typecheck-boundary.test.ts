import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

// Each side's probes are compiled as one program under a temporary config that extends the side's
// real one and lists only the probes, so the real lib and types settings are what is tested.
// `.tmp/` is ignored by git and lint; the folder is removed after the run.
const DIR = path.join(ROOT, '.tmp', `typecheck-probe-${randomUUID()}`);

const CLIENT_PROBES = {
  'reads-process-env.ts': 'export const mode = process.env.NODE_ENV;\n',
  'makes-a-buffer.ts': "export const bytes = Buffer.from('站');\n",
  'keeps-a-node-timer.ts': 'export let timer: NodeJS.Timeout | undefined;\n',
  'uses-the-dom.ts':
    'export const title = (): string => document.title;\n' +
    'export const later = (done: () => void): number => window.setTimeout(done, 10);\n',
};

const SERVER_PROBES = {
  'reads-document.ts': 'export const title = (): string => document.title;\n',
  'reads-window.ts': 'export const width = (): number => window.innerWidth;\n',
  'uses-node.ts':
    'export const port = (): string => process.env.PORT ?? "3000";\n' +
    "export const bytes = Buffer.from('站');\n" +
    'export const ping = async (url: string): Promise<number> => (await fetch(url)).status;\n',
};

type Errors = Record<string, string[]>;

/** Compiles `probes` under `side`'s config; answers the error codes found in each probe file. */
function typecheck(side: 'client' | 'server', probes: Record<string, string>): Promise<Errors> {
  const dir = path.join(DIR, side);
  mkdirSync(dir, { recursive: true });
  for (const [name, code] of Object.entries(probes)) writeFileSync(path.join(dir, name), code);
  const config = {
    extends: path.join(ROOT, `tsconfig.${side}.json`),
    files: Object.keys(probes),
    include: [],
  };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [TSC, '-p', path.join(dir, 'tsconfig.json'), '--pretty', 'false'],
      { cwd: ROOT },
      (error, stdout) => {
        const errors: Errors = Object.fromEntries(Object.keys(probes).map((name) => [name, []]));
        for (const line of stdout.split('\n')) {
          const match = /([\w.-]+\.ts)\(\d+,\d+\): error (TS\d+)/.exec(line);
          if (match && errors[match[1]!]) errors[match[1]!]!.push(match[2]!);
          else if (/error TS/.test(line))
            return reject(new Error(`tsc failed outside the probes:\n${stdout}`));
        }
        if (error && Object.values(errors).every((codes) => codes.length === 0))
          return reject(new Error(`tsc failed without naming a probe: ${String(error)}\n${stdout}`));
        resolve(errors);
      },
    );
  });
}

describe('the typecheck of each side', () => {
  jest.setTimeout(120_000);

  let client: Promise<Errors>;
  let server: Promise<Errors>;

  beforeAll(() => {
    client = typecheck('client', CLIENT_PROBES);
    server = typecheck('server', SERVER_PROBES);
    // Each test awaits them; this keeps a failed run from also surfacing as an unhandled rejection.
    client.catch(() => undefined);
    server.catch(() => undefined);
  });

  afterAll(() => rmSync(DIR, { recursive: true, force: true }));

  // TS2580/TS2591: "Cannot find name … Do you need to install type definitions for node?"
  const MISSING_NODE_NAME = /^TS(2580|2591|2503)$/;
  // TS2584: "Cannot find name 'document'. Do you need to change your target library?"; TS2304 likewise.
  const MISSING_DOM_NAME = /^TS(2584|2304)$/;

  it('fails client code that reads process.env', async () => {
    expect((await client)['reads-process-env.ts']).toEqual([expect.stringMatching(MISSING_NODE_NAME)]);
  });

  it('fails client code that makes a Buffer', async () => {
    expect((await client)['makes-a-buffer.ts']).toEqual([expect.stringMatching(MISSING_NODE_NAME)]);
  });

  it("fails client code that types a timer as Node's NodeJS.Timeout", async () => {
    expect((await client)['keeps-a-node-timer.ts']).toEqual([expect.stringMatching(MISSING_NODE_NAME)]);
  });

  it('passes client code that uses the DOM', async () => {
    expect((await client)['uses-the-dom.ts']).toEqual([]);
  });

  it('fails server code that reads document', async () => {
    expect((await server)['reads-document.ts']).toEqual([expect.stringMatching(MISSING_DOM_NAME)]);
  });

  it('fails server code that reads window', async () => {
    expect((await server)['reads-window.ts']).toEqual([expect.stringMatching(MISSING_DOM_NAME)]);
  });

  it("passes server code that uses Node's process, Buffer and fetch", async () => {
    expect((await server)['uses-node.ts']).toEqual([]);
  });
});
