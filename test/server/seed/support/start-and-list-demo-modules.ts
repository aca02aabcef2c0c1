/**
 * Run by demo-loading.test.ts in a Node process of its own (`node --import tsx`), so that what it
 * loads is what a server loads, not what the test runner has loaded before: starts `createServer`
 * on the database named by its arguments (`--demo` asks for the demo), asks for the demo's logo,
 * closes, and prints which files of src/server/demo the process loaded, as JSON.
 */
import path from 'node:path';
import { createServer } from '../../../../src/server/create-server';

async function main(): Promise<void> {
  const [dbPath, distDir] = process.argv.slice(2);
  if (!dbPath || !distDir) throw new Error('usage: start-and-list-demo-modules <dbPath> <distDir> [--demo]');
  const app = await createServer({
    dbPath,
    distDir,
    seedDemo: process.argv.includes('--demo'),
    passwordCost: 2 ** 10,
    recoveryCodeCost: 2 ** 10,
  });
  const logo = await app.inject({ method: 'GET', url: '/media/demo/logo.svg' });
  await app.close();
  const demoFolder = path.resolve(__dirname, '../../../../src/server/demo') + path.sep;
  const loaded = Object.keys(require.cache)
    .filter((file) => file.startsWith(demoFolder))
    .map((file) => path.relative(demoFolder, file))
    .sort();
  process.stdout.write(JSON.stringify({ loaded, logo: logo.statusCode }));
}

main().catch((error: unknown) => {
  process.stderr.write(String(error instanceof Error ? error.stack : error));
  process.exit(1);
});
