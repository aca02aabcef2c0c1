import { createServer } from './create-server';
import { buildDemoSite } from './demo';
import { readOptionsFromEnv } from './server-options';

/** `npm run serve`: the reference server configured from the environment (docs/api.md, "Environment"). */
async function main(): Promise<void> {
  const { server: options, listen } = readOptionsFromEnv(process.env);
  const app = await createServer({ ...options, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing open requests`);
    // fastify.close() stops accepting, waits for requests in flight, then its onClose hook
    // closes the database; every write has been committed by then.
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
  const accounts = buildDemoSite()
    .users.map(
      (user) => `  ${user.account} / ${user.password}（${user.displayName}，${rightsText(user.rights)}）`,
    )
    .join('\n');
  process.stdout.write(
    `\nthemesite 已啟動：http://${shownHost}:${port}/\n資料庫：${options.dbPath}\n示範帳號（帳號 / 密碼）：\n${accounts}\n` +
      (options.faults ? '故障注入已開啟（THEMESITE_FAULTS=1）。\n' : '') +
      '\n',
  );
}

function rightsText(rights: { r: boolean; w: boolean; d: boolean }): string {
  return (
    [rights.r ? '讀' : '', rights.w ? '寫' : '', rights.d ? '刪' : ''].filter(Boolean).join('、') || '無權限'
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`themesite 無法啟動：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
