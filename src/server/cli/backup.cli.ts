import { EXIT, runBackup } from './backup.command';

// `npm run backup` and `npm run restore`: the commands (backup.command.ts) on this process's
// streams, its environment's site, and its exit code. A command whose work stops waiting on
// nothing would otherwise let the process end with 0, as if it had worked.
let done = false;
process.once('exit', () => {
  if (done) return;
  process.stderr.write('非預期的錯誤：指令未完成就結束了。\n');
  process.exitCode = EXIT.unexpected;
});
void runBackup(process.argv.slice(2)).then((code) => {
  done = true;
  process.exitCode = code;
});
