import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importCycles } from '../../../scripts/support/import-cycles';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * No two of the project's files import each other, even through others and even for types only:
 * a store port that names a type of the demo is bound to the demo (docs/architecture.md).
 */
describe('import cycles, type-only imports included', () => {
  it.each([
    ['the server and what it shares', 'tsconfig.server.json', ['src/server', 'src/shared']],
    ['the client', 'tsconfig.client.json', ['src']],
    ['the scripts and tests', 'tsconfig.test.json', ['scripts', 'test']],
  ])('finds none in %s', (_name, tsconfig, under) => {
    expect(importCycles(ROOT, tsconfig, under)).toEqual([]);
  });

  it('finds a cycle made only of type imports, through a third file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-cycles-'));
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ include: ['src'] }));
      fs.writeFileSync(path.join(dir, 'src/a.ts'), "import type { B } from './b';\nexport type A = B[];\n");
      fs.writeFileSync(path.join(dir, 'src/b.ts'), "export type { C as B } from './c';\n");
      fs.writeFileSync(
        path.join(dir, 'src/c.ts'),
        "import type { A } from './a';\nexport type C = { a?: A };\n",
      );
      fs.writeFileSync(path.join(dir, 'src/d.ts'), "import type { A } from './a';\nexport type D = A;\n");
      expect(importCycles(dir, 'tsconfig.json', ['src'])).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
