import { runAccounts } from './accounts.command';

// `npm run accounts -- <command>`: the commands (accounts.command.ts) on this process's streams,
// its environment's database, and its exit code.
void runAccounts(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
