import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insideOf, resolvedImports } from '../../../scripts/support/import-cycles';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * Every import of a file in `folder` that leads outside `allowed`, type-only imports included, as
 * "file → specifier": a package or a name that resolves to no file leads outside too. Throws when
 * the folder holds no file, so a renamed folder cannot pass by being empty.
 */
function importsLeaving(
  root: string,
  tsconfig: string,
  folder: string,
  allowed: readonly string[],
): string[] {
  const files = resolvedImports(root, tsconfig, [folder]);
  if (files.size === 0) throw new Error(`${folder} holds no file of ${tsconfig}`);
  const leaving: string[] = [];
  for (const [file, imports] of files)
    for (const { specifier, target } of imports)
      if (target === null || !insideOf(target, allowed)) leaving.push(`${file} → ${specifier}`);
  return leaving.sort();
}

/**
 * The server's ports declare what the core needs in the core's own words: they name each other and
 * the API's shared types, never a slice, an adapter or a package (docs/architecture.md, "The
 * server's hexagon").
 */
describe('the server ports folder imports only itself and src/shared', () => {
  it('holds for src/server/ports, type imports included', () => {
    expect(
      importsLeaving(ROOT, 'tsconfig.server.json', 'src/server/ports', ['src/server/ports', 'src/shared']),
    ).toEqual([]);
  });

  it('names a type import of a slice, an import type of an adapter and a package, and no more', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-ports-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    try {
      write('tsconfig.json', JSON.stringify({ include: ['src'] }));
      write('src/shared/kind.ts', 'export type Kind = string;\n');
      write('src/server/mail/mail.ts', 'export interface Mail { to: string }\n');
      write('src/server/storage/db.ts', 'export interface Db { close(): void }\n');
      write(
        'src/server/ports/a.port.ts',
        [
          "import type { Kind } from '../../shared/kind';",
          "import type { B } from './b.port';",
          "import type { Mail } from '../mail/mail';",
          'export interface A { kind: Kind; b: B; mail: Mail }',
          '',
        ].join('\n'),
      );
      write(
        'src/server/ports/b.port.ts',
        [
          "import type { Stats } from 'node:fs';",
          "export type B = { db: import('../storage/db').Db; stats: Stats };",
          '',
        ].join('\n'),
      );
      expect(
        importsLeaving(dir, 'tsconfig.json', 'src/server/ports', ['src/server/ports', 'src/shared']),
      ).toEqual([
        'src/server/ports/a.port.ts → ../mail/mail',
        'src/server/ports/b.port.ts → ../storage/db',
        'src/server/ports/b.port.ts → node:fs',
      ]);
      expect(() => importsLeaving(dir, 'tsconfig.json', 'src/server/no-ports', ['src/shared'])).toThrow(
        /holds no file/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
