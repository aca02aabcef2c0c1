// Runs the longest test files first, so that no worker is left with a long file at the end while
// the others idle. Jest's own order does this from the durations of the last run in its cache, and
// falls back to file size. A fresh clone (CI, a new machine) has no cache, and bytes of an e2e file
// take far longer than bytes of a domain test, so there the size is weighed by the file's project:
// seconds per KB as measured over the whole suite (docs/performance.md, "Where the test suite's
// time goes"). CommonJS: jest loads a sequencer without transforming it.
const Sequencer = require('@jest/test-sequencer').default;

const SECONDS_PER_KB = {
  e2e: 1.8,
  'server-postgres': 0.67,
  server: 0.43,
  ui: 0.39,
  domain: 0.066,
};

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const estimate = new Map();
    const guess = (test) => {
      if (!estimate.has(test)) {
        const bytes = test.context.hasteFS.getSize(test.path) ?? 0;
        const weight = SECONDS_PER_KB[test.context.config.displayName?.name] ?? 1;
        estimate.set(test, (bytes / 1024) * weight);
      }
      return estimate.get(test);
    };
    const known = (test) => this.time(test) != null;
    // Jest's order among files with a recorded duration and among failed ones; files it has no
    // duration for by the weighed size, before the others, as Jest puts them too.
    const ordered = super.sort(tests);
    const fresh = ordered.filter((test) => !known(test) && !this.hasFailed(test));
    if (fresh.length === 0) return ordered;
    fresh.sort((a, b) => guess(b) - guess(a));
    const failed = ordered.filter((test) => this.hasFailed(test));
    const timed = ordered.filter((test) => known(test) && !this.hasFailed(test));
    return [...failed, ...fresh, ...timed];
  }
}

module.exports = SlowFirstSequencer;
