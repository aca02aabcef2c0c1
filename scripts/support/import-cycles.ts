import path from 'node:path';
import ts from 'typescript';

/**
 * The import cycles among the project's own files, type-only imports included: a type import
 * makes no load-order cycle, but it still ties two modules' meanings together, and a store port
 * that names a type of the demo is as bound to the demo as one that imports its code.
 *
 * Every `import … from`, `export … from` and `import()` is resolved by TypeScript's own rules with
 * the options of `tsconfig` (relative to `root`); imports that leave `under` are left out. The
 * answer is each strongly connected group of two or more files, each as its files, sorted.
 */
export function importCycles(root: string, tsconfig: string, under: readonly string[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [file, imports] of resolvedImports(root, tsconfig, under)) {
    const targets = new Set<string>();
    for (const { target } of imports)
      if (target !== null && insideOf(target, under) && target !== file) targets.add(target);
    edges.set(file, targets);
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1)
    .map((group) => [...group].sort())
    .sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** One import of a file: as written, and the project file it resolves to (null for a package or nothing). */
export interface ResolvedImport {
  specifier: string;
  /** Relative to the root, with `/` separators; null for a package or a name that resolves to no file. */
  target: string | null;
}

/**
 * Every import of every file of the `tsconfig` program (relative to `root`) that lies under one of
 * the `under` folders, resolved by TypeScript's own rules with that program's options. Files and
 * targets are relative to `root`, with `/` separators.
 */
export function resolvedImports(
  root: string,
  tsconfig: string,
  under: readonly string[],
): Map<string, ResolvedImport[]> {
  const configPath = path.join(root, tsconfig);
  const read = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configPath);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const found = new Map<string, ResolvedImport[]>();
  for (const file of parsed.fileNames.map((name) => path.resolve(name))) {
    if (!insideOf(relative(file), under)) continue;
    found.set(
      relative(file),
      specifiersOf(file).map((specifier) => {
        const resolved = ts.resolveModuleName(specifier, file, parsed.options, ts.sys).resolvedModule;
        const target =
          resolved && !resolved.isExternalLibraryImport
            ? relative(path.resolve(resolved.resolvedFileName))
            : null;
        return { specifier, target };
      }),
    );
  }
  return found;
}

/** Whether a root-relative path lies inside one of the folders. */
export function insideOf(file: string, folders: readonly string[]): boolean {
  return folders.some((folder) => file.startsWith(folder.replace(/\/+$/, '') + '/'));
}

/** Every module a file names: `import … from`, `export … from`, `import()` and `import('…')` types. */
export function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Tarjan's strongly connected components, iteratively, so a deep graph cannot overflow the stack. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; targets: Iterator<string> }> = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: (edges.get(node) ?? new Set()).values() });
    };
    enter(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const step = top.targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(top.node, Math.min(low.get(top.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const group: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== top.node);
        groups.push(group);
      }
    }
  }
  return groups;
}
