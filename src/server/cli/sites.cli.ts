import { runSites } from './sites.command';

// `npm run sites -- <command>`: the commands (sites.command.ts) on this process's streams, its
// environment's database, and its exit code.
void runSites(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
