import pg from 'pg';
import type { PublicChange, PublicChangeListener, PublicChanges } from '../../ports/public-changes.port';

/** The one channel every instance of a site listens on (a database holds one site). */
export const PUBLIC_CHANGES_CHANNEL = 'themesite_public_changes';
/** A dropped connection is opened again after this long, and again, until it holds. */
const RECONNECT_MS = 1000;

interface Notice {
  /** The announcing instance: it hears its own NOTIFY too, and has been told already. */
  from: string;
  change: PublicChange;
}

/** An announcement's payload, as `tx.announce` sends it inside its transaction. */
export function announcement(from: string, change: PublicChange): string {
  const notice: Notice = { from, change };
  return JSON.stringify(notice);
}

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
export async function hearPostgresChanges(
  url: string,
  self: string,
  local: PublicChanges,
  onError: (error: unknown) => void,
): Promise<PublicChangeListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const hear = (message: pg.Notification) => {
    if (message.channel !== PUBLIC_CHANGES_CHANNEL || !message.payload) return;
    try {
      const notice = JSON.parse(message.payload) as Notice;
      if (notice.from !== self) local.onPublicChange(notice.change);
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
        () => local.onPublicChange({ type: 'site' }),
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
