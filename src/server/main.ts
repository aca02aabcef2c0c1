import './platform/thread-pool';
import { createServer } from './create-server';
import { databaseLabel } from './platform/database-label';
import { readOptionsFromEnv } from './server-options';

/** How long a shutdown waits for requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 3000;

/**
 * `npm run serve`: the reference server configured from the environment (docs/api.md,
 * "Environment"). `--demo` (what `npm start` passes) seeds an empty database with the demo site.
 */
async function main(): Promise<void> {
  const { server: options, listen } = readOptionsFromEnv(process.env);
  const seedDemo = options.seedDemo || process.argv.includes('--demo');
  const app = await createServer({
    ...options,
    seedDemo,
    warmDemoPhotos: seedDemo,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing open requests`);
    // A client that stalls its upload would hold the shutdown until the request timeout; after a
    // short grace its connection is closed, and its request, never committed, is simply lost.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    // fastify.close() stops accepting, waits for requests in flight, then its onClose hooks write
    // the pending counts and close the database; every write has been committed by then.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: listen.port, host: listen.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : listen.port;
  const shownHost = listen.host === '0.0.0.0' || listen.host === '::' ? 'localhost' : listen.host;
  // Passwords never go to the output: it often ends in a log store. README lists the demo accounts.
  process.stdout.write(
    `\nthemesite 已啟動：http://${shownHost}:${port}/\n資料庫：${databaseLabel(options)}\n` +
      (seedDemo ? '示範網站已啟用；示範帳號與密碼請見 README.md。\n' : '') +
      (options.faults ? '故障注入已開啟（THEMESITE_FAULTS=1）。\n' : '') +
      '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`themesite 無法啟動：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
