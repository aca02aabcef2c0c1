import pg from 'pg';
import type { PublicChange, PublicChangeListener, PublicChanges } from '../../ports/public-changes.port';
import { DEFAULT_SITE } from '../../ports/site';

/** The one channel every instance listens on; each notice names its site. */
export const PUBLIC_CHANGES_CHANNEL = 'themesite_public_changes';
/** A dropped connection is opened again after this long, and again, until it holds. */
const RECONNECT_MS = 1000;

interface Notice {
  /** The announcing instance: it hears its own NOTIFY too, and has been told already. */
  from: string;
  /** The site whose public pages changed (absent from a server older than sites: the default). */
  site?: string;
  change: PublicChange;
}

/** An announcement's payload, as `tx.announce` sends it inside its transaction. */
export function announcement(from: string, site: string, change: PublicChange): string {
  const notice: Notice = { from, site, change };
  return JSON.stringify(notice);
}

/** What a listener is told: a site's change, or `undefined` for every site (heard again after a gap). */
type Heard = (site: string | undefined, change: PublicChange) => void;

/**
 * How an instance hears the others' announcements, on PostgreSQL's LISTEN over one dedicated
 * connection (a pooled one would be handed to queries and stop hearing). An announcement is a
 * NOTIFY sent inside the announcing unit of work (`tx.announce`), so it arrives only after the
 * commit, and a listener that renders at once reads the new rows; a write that rolls back, or a
 * process that dies before its commit, announces nothing, and one that dies after it has
 * announced already.
 *
 * While the connection is down nothing is heard, so once it is back `local` is told of a
 * site-wide change (everything dropped): what was announced meanwhile is unknown.
 */
async function hearPostgresChanges(
  url: string,
  self: string,
  heard: Heard,
  onError: (error: unknown) => void,
): Promise<PublicChangeListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const hear = (message: pg.Notification) => {
    if (message.channel !== PUBLIC_CHANGES_CHANNEL || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as Notice;
      if (notice.from !== self) heard(notice.site ?? DEFAULT_SITE, notice.change);
    } catch (error) {
      onError(error);
    }
  };

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url });
    connection.on('notification', hear);
    connection.on('error', (error) => {
      onError(error);
      lost(connection);
    });
    connection.on('end', () => lost(connection));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${PUBLIC_CHANGES_CHANNEL}`);
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
    client = connection;
  };

  const lost = (connection: pg.Client) => {
    if (client !== connection) return;
    client = undefined;
    connection.end().catch(() => undefined);
    if (!closed) reconnectSoon();
  };

  const reconnectSoon = () => {
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        // What was announced while this instance was deaf is unknown: drop every kept page.
        () => heard(undefined, { type: 'site' }),
        (error: unknown) => {
          onError(error);
          if (!closed) reconnectSoon();
        },
      );
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}

/**
 * One instance's hearing for all its sites: a single LISTEN connection, opened with the first
 * site that listens and closed with the last, handing each notice to its site's listeners only.
 */
export function postgresChangeHub(url: string, self: string) {
  const listeners = new Set<{ site: string; local: PublicChanges; onError: (error: unknown) => void }>();
  let hearing: Promise<PublicChangeListener> | undefined;
  const heard: Heard = (site, change) => {
    for (const listener of listeners)
      if (site === undefined || listener.site === site) listener.local.onPublicChange(change);
  };
  const failed = (error: unknown) => {
    for (const listener of listeners) listener.onError(error);
  };
  return {
    async hear(
      site: string,
      local: PublicChanges,
      onError: (error: unknown) => void,
    ): Promise<PublicChangeListener> {
      const listener = { site, local, onError };
      listeners.add(listener);
      hearing ??= hearPostgresChanges(url, self, heard, failed);
      try {
        await hearing;
      } catch (error) {
        listeners.delete(listener);
        hearing = undefined;
        throw error;
      }
      return {
        async close() {
          if (!listeners.delete(listener) || listeners.size > 0) return;
          const open = hearing;
          hearing = undefined;
          await (await open)?.close();
        },
      };
    },
  };
}
