/** One name per argument of a path builder: the parameter Fastify gives the handler for it. */
export type ParamNames<A extends readonly unknown[]> = { [K in keyof A]-?: string };

/** What stands for argument `index` while the builder runs: characters no encoding changes. */
const marker = (index: number): string => `~arg${index}~`;

/**
 * Fastify's pattern of a path the shared tables build (src/shared/api-paths.ts, authoring-paths.ts,
 * accounts.types.ts, mailbox-inbox.types.ts): `routeOf(AUTHORING_PATHS.lock, 'docId')` is
 * `/backend/documents/:docId/lock`. The builder runs with a marker in place of each argument and
 * each marker becomes `:name`, so a path is spelled once, in the table the client builds its
 * requests from. A builder that does not keep an argument as given (it could not be a route's)
 * throws as the server starts.
 */
export function routeOf<A extends readonly unknown[]>(
  build: (...args: A) => string,
  ...names: ParamNames<A>
): string {
  const markers = names.map((_, index) => marker(index));
  let pattern = build(...(markers as unknown as A));
  names.forEach((name, index) => {
    const parts = pattern.split(marker(index));
    if (parts.length !== 2)
      throw new Error(`${pattern}: the path builder does not keep its argument "${name}" as given`);
    pattern = parts.join(`:${name}`);
  });
  return pattern;
}
