import type { FastifyInstance, HTTPMethods } from 'fastify';
import { ACCOUNT_PATHS } from '../../../src/shared/accounts.types';
import { API_PATHS } from '../../../src/shared/api-paths';
import { AUTHORING_PATHS } from '../../../src/shared/authoring-paths';
import { MAILBOX_PATHS } from '../../../src/shared/mailbox-inbox.types';
import { PAGE_FEEDBACK_PATHS } from '../../../src/shared/page-feedback';
import { SITE_PATHS } from '../../../src/shared/sites.types';
import { siteAppOf } from '../../../src/server/create-server';
import { routeOf } from '../../../src/server/http/route-patterns';
import { startTestServer, type TestServer } from '../support/test-server';

/** The shared tables the client builds its requests from; the server registers its routes from them. */
const TABLES = { API_PATHS, AUTHORING_PATHS, ACCOUNT_PATHS, MAILBOX_PATHS, PAGE_FEEDBACK_PATHS, SITE_PATHS };

type Table = { readonly [key: string]: string | ((...args: never[]) => string) | Table };

/** Every path of a table as Fastify's pattern, by its name in the table (`AUTHORING_PATHS.lock`). */
function patternsOf(table: Table, name: string): Array<[string, string]> {
  return Object.entries(table).flatMap(([key, value]): Array<[string, string]> => {
    const label = `${name}.${key}`;
    if (typeof value === 'string') return [[label, value]];
    if (typeof value === 'object') return patternsOf(value, label);
    const build = value as (...args: string[]) => string;
    const names = Array.from({ length: build.length }, (_, index) => `p${index}`);
    return [[label, routeOf(build, ...names)]];
  });
}

const TABLE_PATTERNS: Array<[string, string]> = [
  ...Object.entries(TABLES).flatMap(([name, table]) => patternsOf(table as Table, name)),
  // The one builder whose argument may be left out: the home page's structure.
  ['API_PATHS.structure()', API_PATHS.structure()],
];

/** A pattern with its parameters unnamed: Fastify matches `:docId` and `:p0` alike. */
const unnamed = (pattern: string) => pattern.replace(/:[A-Za-z0-9_]+/g, ':');

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * Every route the server registered, full paths rebuilt from Fastify's printed tree: each line is
 * a node whose label continues its parent's path, four columns deeper per level; a node with
 * methods is a route.
 */
function registeredPaths(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (depth === 0 ? '' : parents[depth - 1]!) + match[2]!;
    parents[depth] = full;
    if (match[3]) paths.push(full);
  }
  return paths;
}

describe('routeOf', () => {
  it('turns a table’s builder into the Fastify pattern of its path, one `:name` per argument', () => {
    expect(routeOf(AUTHORING_PATHS.revision, 'docId', 'rev')).toBe(
      '/backend/documents/:docId/revisions/:rev',
    );
    expect(routeOf(ACCOUNT_PATHS.accountAction, 'account', 'action')).toBe(
      '/backend/accounts/:account/:action',
    );
    expect(routeOf(API_PATHS.itemView, 'path', 'id')).toBe('/api/cms/:path/:id/view');
  });

  it('refuses a builder that does not keep its argument as given, which no route could match', () => {
    expect(() => routeOf((id: string) => `/backend/things/${id.toUpperCase()}`, 'id')).toThrow(/"id"/);
    expect(() => routeOf((id: string) => `/backend/things/${id}/${id}`, 'id')).toThrow(/"id"/);
  });
});

describe('the shared path tables and the server’s routes', () => {
  let server: TestServer;
  let site: FastifyInstance;
  let registered: string[];

  beforeAll(async () => {
    server = await startTestServer();
    // The routes are the site's app's; the server's front door only hands requests to it.
    site = await siteAppOf(server.app);
    registered = registeredPaths(site);
  });
  afterAll(() => server.close());

  it('reads the registered routes back whole (a check of the reading itself)', () => {
    expect(registered).toEqual(
      expect.arrayContaining([
        '/api/site/structure',
        '/api/site/structure/:path',
        '/backend/documents/:docId/revisions/:rev/restore',
        '/backend/audit.csv',
      ]),
    );
  });

  it.each(TABLE_PATTERNS)('registers %s (%s)', (_label, pattern) => {
    expect(METHODS.filter((method) => site.hasRoute({ method, url: pattern }))).not.toEqual([]);
  });

  it('registers no API path the tables do not hold', () => {
    const known = new Set(TABLE_PATTERNS.map(([, pattern]) => unnamed(pattern)));
    const api = registered.filter((path) => /^\/(api|backend)\//.test(path));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((path) => !known.has(unnamed(path)))).toEqual([]);
  });
});
