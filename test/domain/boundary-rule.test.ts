import { execFile } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints `code` as if it were a file inside the core, through the project's own ESLint config. */
function lintInCore(code: string): Promise<{ exitCode: number; messages: LintMessage[] }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      ESLINT,
      ['--stdin', '--stdin-filename', 'src/domain/probe.ts', '--format', 'json'],
      { cwd: ROOT },
      (error, stdout) => {
        const exitCode = error ? Number(error.code ?? 1) : 0;
        try {
          const [report] = JSON.parse(stdout) as Array<{ messages: LintMessage[] }>;
          resolve({ exitCode, messages: report!.messages });
        } catch (parseError) {
          reject(new Error(`ESLint gave no report (exit ${exitCode}): ${String(parseError)}\n${stdout}`));
        }
      },
    );
    child.stdin!.end(code);
  });
}

const rulesOf = (messages: LintMessage[]): Array<string | null> => messages.map((m) => m.ruleId);

describe('the boundary rule of the core', () => {
  jest.setTimeout(120_000);

  // One ESLint start per snippet, all at once: each start costs seconds.
  const results = {
    react: lintInCore("import { useState } from 'react';\nexport const probe = useState;\n"),
    clock: lintInCore('export const probe = (): number => Date.now();\n'),
    window: lintInCore('export const probe = (): string => window.location.href;\n'),
    clean: lintInCore('export const probe = (a: number, b: number): number => a + b;\n'),
  };

  it('fails lint when the core imports react', async () => {
    const { exitCode, messages } = await results.react;
    expect(exitCode).toBe(1);
    expect(rulesOf(messages)).toContain('no-restricted-imports');
  });

  it('fails lint when the core reads the clock with Date.now()', async () => {
    const { exitCode, messages } = await results.clock;
    expect(exitCode).toBe(1);
    expect(rulesOf(messages)).toContain('no-restricted-properties');
  });

  it('fails lint when the core touches window', async () => {
    const { exitCode, messages } = await results.window;
    expect(exitCode).toBe(1);
    expect(rulesOf(messages)).toContain('no-restricted-globals');
  });

  it('passes lint for core code that stays inside its ports', async () => {
    const { exitCode, messages } = await results.clean;
    expect(messages).toEqual([]);
    expect(exitCode).toBe(0);
  });
});
