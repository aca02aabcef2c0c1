// The AsyncLocalStorage instances a test file makes, disabled when the file ends.
//
// Node keeps every enabled AsyncLocalStorage in one list for the process, and every promise or
// other async resource made afterwards is handed to each storage in it (Node 20: a loop over the
// list, and a property per storage written on the resource). A process normally makes a few, once:
// React's server renderer, Playwright's client, the server's unit-of-work guard and jest-circus's
// own test context each make one when their module loads. Jest loads every module again for every
// test file, so one worker, running a hundred files and more, made a hundred storages and more and
// never let one go: each promise cost grew with the number of files the worker had run (300,000
// awaits: 80 ms with none, 170 ms with one, 2.6 s with fifty, 6.1 s with a hundred and fifty). A
// storage a file made is of no use once the file has ended, as it would be at a process's exit.
// CommonJS: jest loads its runtime, which requires this, without transforming it.
const asyncHooks = require('node:async_hooks');

/**
 * From now until `release()`, every AsyncLocalStorage made (through `node:async_hooks`, which the
 * test file's modules share with the worker) is noted; `release()` disables them all and puts the
 * class back as it was.
 */
function trackAsyncStorages() {
  const Before = asyncHooks.AsyncLocalStorage;
  const made = [];
  asyncHooks.AsyncLocalStorage = class extends Before {
    constructor(...args) {
      super(...args);
      made.push(this);
    }
  };
  return {
    release() {
      asyncHooks.AsyncLocalStorage = Before;
      for (const storage of made.splice(0)) storage.disable();
    },
  };
}

module.exports = { trackAsyncStorages };
