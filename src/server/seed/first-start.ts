import { placeholderSite } from './placeholder-site';
import type { SeedImage, SiteStarter, StarterUploads } from './site-seed';
import type { SeedRole, SiteSeedService } from './site-seed.service';

/** What a server start asks of its database's first site (ServerOptions). */
export interface SeedRequest {
  /** `--demo`, THEMESITE_DEMO=1: an empty database is given the demo (or `seed`, standing in for it). */
  seedDemo: boolean;
  /** A starter for an empty database: planted as the demo when `seedDemo` asks, else under every rule. */
  seed?: SiteStarter | undefined;
}

/** What the server serves beside the site, from the starter its database holds. */
export interface StarterServed {
  images: SeedImage[];
  uploads: StarterUploads | null;
}

const refusedOn = (role: SeedRole): Error =>
  role === 'demo'
    ? new Error(
        '這個資料庫已有網站（未載入示範內容時建立的空白網站），示範內容只寫入空的資料庫；請改用新的 DB_PATH。 / ' +
          'The database already holds a site (the placeholder of a start without the demo); the demo is written ' +
          'into an empty database only: use a new DB_PATH.',
      )
    : new Error(
        '這個資料庫已有其他網站，起始內容只寫入空的資料庫；請改用新的 DB_PATH。 / ' +
          'The database already holds another site; a starter is written into an empty database only: ' +
          'use a new DB_PATH.',
      );

/**
 * The first site of a starting server's database, and what is served beside it. An empty
 * database is given the starter asked for (`seed`), the demo (`seedDemo`), or else the
 * placeholder; a database that holds a site keeps it. The demo is loaded (`loadDemo`, a dynamic
 * import) only when it is to be planted or the database holds it already, whose images and
 * photographs are then served: a server without the demo never loads its 4,000 lines.
 */
export async function seedOnStart(
  seeds: SiteSeedService,
  { seedDemo, seed }: SeedRequest,
  loadDemo: () => Promise<SiteStarter>,
  uploadsDir: string,
): Promise<StarterServed> {
  if (seed !== undefined || seedDemo) {
    const role: SeedRole = seedDemo ? 'demo' : 'starter';
    if (!(await seeds.holds(role))) {
      // Over a site that is there, no demo is loaded and no seed is built.
      if (!(await seeds.hasSite())) await seeds.plant(await (seed ?? (await loadDemo())).site(), role);
      // Whoever planted it, this start or another instance a moment ago, must have planted the
      // kind asked for; a site of another kind is refused.
      if (!(await seeds.holds(role))) throw refusedOn(role);
    }
  } else {
    await seeds.plant(placeholderSite(), 'placeholder');
  }

  const holdsDemo = await seeds.holds('demo');
  const demo = holdsDemo ? await loadDemo() : undefined;
  const holdsStarter = seed !== undefined && (holdsDemo || (await seeds.holds('starter')));
  const starter = holdsStarter ? seed : demo;
  // The demo's photographs stay on offer wherever it was planted, a test's stand-in for it too.
  const uploads = starter?.uploads ? starter.uploads(uploadsDir) : (demo?.uploads?.(uploadsDir) ?? null);
  return { images: starter?.images?.() ?? [], uploads };
}
