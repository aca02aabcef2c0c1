/**
 * `npx tsx scripts/ui-import-graph.ts [--edges]`: the folder graph of the imports
 * inside `src/ui`.
 *
 * Every `import … from`, `export … from` and `import()` of a file under `src/ui` (type-only imports
 * included) is resolved by TypeScript's own rules (`ts.resolveModuleName` with the options of
 * `tsconfig.client.json`); imports that resolve outside `src/ui` (other layers, packages, CSS) are
 * left out. Each remaining import is one edge from the importer's folder to the target's folder,
 * both written relative to `src/` (`ui/layouts/frames` → `ui/layouts`).
 *
 * It prints:
 * (a) RUNS BACK UP: the imports whose target folder is a proper ancestor of the importer's folder,
 *     other than `ui` itself. `ui/editor/history/x.tsx` importing `ui/editor/status-badge.tsx` runs
 *     back up; `ui/layouts/frames/x.tsx` importing `ui/layouts/contract/y.ts` (a sibling folder),
 *     `ui/layouts/x.tsx` importing `ui/parts/y.ts` (a sibling area), any import from a file directly in
 *     `ui/`, or a folder importing its own files or its children's does not.
 * (b) MUTUAL PAIRS: the unordered pairs of folders {A, B}, A ≠ B, with at least one import A → B and at
 *     least one B → A, with the counts each way; then the same for the areas one level below `ui`
 *     (`ui/layouts`, `ui/pages`, …), where a folder counts as its area.
 * `--edges` also lists every folder edge with its count.
 */
import path from 'node:path';
import ts from 'typescript';
import { specifiersOf } from './support/import-cycles';

const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'src');
const UI = path.join(SRC, 'ui');

function loadOptions(): { options: ts.CompilerOptions; files: string[] } {
  const configPath = path.join(ROOT, 'tsconfig.client.json');
  const read = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT, undefined, configPath);
  return { options: parsed.options, files: parsed.fileNames };
}

const inUi = (file: string): boolean => file.startsWith(UI + path.sep);
const folderOf = (file: string): string => path.relative(SRC, path.dirname(file)).split(path.sep).join('/');
const areaOf = (folder: string): string => folder.split('/').slice(0, 2).join('/');
const isProperAncestor = (ancestor: string, folder: string): boolean => folder.startsWith(ancestor + '/');

type Edges = Map<string, number>;
const key = (from: string, to: string): string => `${from} → ${to}`;
const add = (edges: Edges, from: string, to: string): void => {
  edges.set(key(from, to), (edges.get(key(from, to)) ?? 0) + 1);
};

function mutualPairs(edges: Edges): string[] {
  const lines: string[] = [];
  for (const [edge, count] of edges) {
    const [from, to] = edge.split(' → ') as [string, string];
    if (from >= to) continue;
    const back = edges.get(key(to, from));
    if (back) lines.push(`  ${from} ⇄ ${to}  (${count} → / ${back} ←)`);
  }
  return lines.sort();
}

function main(): void {
  const { options, files } = loadOptions();
  const folderEdges: Edges = new Map();
  const areaEdges: Edges = new Map();
  const backUp: string[] = [];
  let imports = 0;

  for (const file of files.filter(inUi).sort()) {
    for (const specifier of specifiersOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      const target = resolved?.resolvedFileName;
      if (!target || resolved.isExternalLibraryImport || !inUi(path.resolve(target))) continue;
      imports += 1;
      const from = folderOf(file);
      const to = folderOf(path.resolve(target));
      if (from !== to) add(folderEdges, from, to);
      if (areaOf(from) !== areaOf(to)) add(areaEdges, areaOf(from), areaOf(to));
      if (to !== 'ui' && isProperAncestor(to, from)) {
        backUp.push(`  ${path.relative(SRC, file)} → ${path.relative(SRC, target)}`);
      }
    }
  }

  const folderPairs = mutualPairs(folderEdges);
  const areaPairs = mutualPairs(areaEdges);
  console.log(`imports inside src/ui: ${imports}`);
  console.log(`(a) imports that run back up: ${backUp.length}`);
  for (const line of backUp) console.log(line);
  console.log(`(b) folder pairs that import each other: ${folderPairs.length}`);
  for (const line of folderPairs) console.log(line);
  console.log(`    area pairs (ui/<area>) that import each other: ${areaPairs.length}`);
  for (const line of areaPairs) console.log(line);
  if (process.argv.includes('--edges')) {
    console.log('folder edges:');
    for (const [edge, count] of [...folderEdges].sort()) console.log(`  ${edge}  ${count}`);
  }
}

main();
