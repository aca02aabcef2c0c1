import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PublicChange, PublicChangeChannel, PublicChanges } from '../../authoring/public-changes.port';

/** The one channel every instance of a site listens on (a database holds one site). */
export const PUBLIC_CHANGES_CHANNEL = 'themesite_public_changes';
/** A dropped connection is opened again after this long, and again, until it holds. */
const RECONNECT_MS = 1000;

interface Notice {
  /** The announcing instance: it hears its own NOTIFY too, and has been told already. */
  from: string;
  change: PublicChange;
}

/**
 * `PublicChangeChannel` on PostgreSQL's LISTEN/NOTIFY, over one dedicated connection per instance
 * (a pooled one would be handed to queries and stop hearing). An announcement is a NOTIFY sent
 * after the unit of work committed (the port is called from `afterCommit`), so a listener that
 * renders at once reads the new rows. Should this process die between the commit and the NOTIFY,
 * other instances keep the old page until the cache's age bound (10 minutes): the price of leaving
 * the writers' transactions alone.
 *
 * While the connection is down nothing is heard, so once it is back the local cache is told of a
 * site-wide change (everything dropped), and one site-wide change is announced for whatever this
 * instance could not send meanwhile.
 */
export async function openPostgresChangeChannel(
  url: string,
  local: PublicChanges,
  onError: (error: unknown) => void,
): Promise<PublicChangeChannel> {
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let owed = false;
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

  // One query at a time on the connection: NOTIFYs are sent in the order of the commits.
  let sending: Promise<unknown> = Promise.resolve();
  const send = (connection: pg.Client, change: PublicChange) => {
    const notice: Notice = { from: self, change };
    sending = sending
      .then(() =>
        connection.query('SELECT pg_notify($1, $2)', [PUBLIC_CHANGES_CHANNEL, JSON.stringify(notice)]),
      )
      .catch((error: unknown) => {
        owed = true;
        onError(error);
      });
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
        () => {
          // What was announced while this instance was deaf is unknown: drop every kept page.
          local.onPublicChange({ type: 'site' });
          if (owed && client) {
            owed = false;
            send(client, { type: 'site' });
          }
        },
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
    announce(change) {
      if (client) send(client, change);
      else owed = true;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await sending;
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
