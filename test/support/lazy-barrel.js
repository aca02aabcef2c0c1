// A package's index that re-exports all its parts (a "barrel"), served to jest lazily: each name
// requires its own module when a test first reads it, instead of the index requiring every part at
// once. Jest loads modules again for every test file, and `@chakra-ui/react`'s index
// with `@ark-ui/react`'s, which it requires, is about 1,900 modules, most of which a test never renders
// (docs/performance.md, "Where the test suite's time goes"). The values are the package's own: the
// same modules, loaded later. The production build tree-shakes these indexes instead.
//
// It reads the CommonJS index the package ships, whose lines have one of these shapes:
//   var name = require('./part.cjs');            (also let or const, and bare package names)
//   exports.A = name.B;   exports.A = name;
//   Object.defineProperty(exports, "A", { enumerable: true, get: function () { return name.B; } });
// A line of any other kind that mentions `exports` stops the load, naming the line, so a package
// update that changes its index fails loudly here rather than losing an export.
const fs = require('node:fs');
const path = require('node:path');

const REQUIRE = /^(?:var|let|const) ([\w$]+) = require\((["'])([^"']+)\2\);$/gm;
const ASSIGN = /^exports\.([\w$]+) = ([\w$]+)(?:\.([\w$]+))?;$/gm;
const GETTER =
  /^Object\.defineProperty\(exports, "([\w$]+)", \{\s*enumerable: true,\s*get: function ?\(\) ?\{\s*return ([\w$]+)\.([\w$]+);\s*\}\s*\}\);$/gm;
const TAG =
  /^Object\.defineProperty\(exports, (?:Symbol\.toStringTag|"__esModule"|'__esModule'), \{ value: (?:"Module"|true) \}\);$/gm;

/**
 * @param {string} pkg the package's name
 * @param {string} index its CommonJS index, relative to the package's folder
 */
function lazyBarrel(pkg, index) {
  // Not `require.resolve(pkg)`: jest maps that name to the file asking.
  const indexFile = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), index);
  const source = fs.readFileSync(indexFile, 'utf8');
  const dir = path.dirname(indexFile);
  const modules = new Map();
  for (const [, variable, , spec] of source.matchAll(REQUIRE)) modules.set(variable, spec);
  const names = new Map();
  for (const pattern of [ASSIGN, GETTER])
    for (const [, name, variable, property] of source.matchAll(pattern))
      names.set(name, [variable, property]);
  const unread = [ASSIGN, GETTER, TAG].reduce((rest, pattern) => rest.replace(pattern, ''), source);
  const stray = unread.split('\n').find((line) => /\bexports\b/.test(line));
  if (stray !== undefined)
    throw new Error(`lazy-barrel: ${indexFile} has a line it cannot read: ${stray.trim()}`);
  const resolved = new Map();
  // Every variable an export names is checked below, before any is read. The map saves each read
  // (one per use of an import in the compiled code) a resolve and a registry lookup.
  const part = (variable) => {
    const spec = modules.get(variable);
    if (!resolved.has(variable))
      resolved.set(
        variable,
        require(spec.startsWith('.') ? path.join(dir, spec) : require.resolve(spec, { paths: [dir] })),
      );
    return resolved.get(variable);
  };
  const lazy = {};
  Object.defineProperty(lazy, '__esModule', { value: true });
  for (const [name, [variable, property]] of names) {
    if (!modules.has(variable))
      throw new Error(`lazy-barrel: ${indexFile} exports ${name} from ${variable}, which it never requires`);
    Object.defineProperty(lazy, name, {
      enumerable: true,
      get: () => (property === undefined ? part(variable) : part(variable)[property]),
    });
  }
  return lazy;
}

module.exports = { lazyBarrel };
