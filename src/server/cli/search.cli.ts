import { runSearch } from './search.command';

// `npm run search -- <command>`: the commands (search.command.ts) on this process's streams, its
// environment's database, and its exit code.
void runSearch(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
