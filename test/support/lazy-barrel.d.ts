/** The exports of a package's CommonJS index, each loaded when first read (lazy-barrel.js). */
export function lazyBarrel(pkg: string, index: string): Record<string, unknown>;
