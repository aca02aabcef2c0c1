import path from 'node:path';
import { lazyBarrel } from '../../support/lazy-barrel';

/**
 * The tests read Chakra's and Ark's indexes through lazy-barrel.js (jest.config.js maps the package
 * names to it). What they get must be the package's own exports, every one, each the same value.
 */
const INDEXES = [
  ['@chakra-ui/react', 'dist/cjs/index.cjs'],
  ['@ark-ui/react', 'dist/index.cjs'],
] as const;

function realIndex(pkg: string, index: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- by its file, past jest's mapping of the name
  return require(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), index)) as Record<
    string,
    unknown
  >;
}

describe.each(INDEXES)('%s read lazily', (pkg, index) => {
  it('has every export of the index, each the same value', () => {
    const lazy = lazyBarrel(pkg, index);
    const real = realIndex(pkg, index);
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
    const differing = Object.keys(real).filter((name) => lazy[name] !== real[name]);
    expect(differing).toEqual([]);
  });

  it('is what the package name gives a test', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the name, as the tested code asks for it
    const mapped = require(pkg) as Record<string, unknown>;
    expect(Object.keys(mapped).length).toBeGreaterThan(100);
    expect(mapped).not.toBe(realIndex(pkg, index));
  });
});
