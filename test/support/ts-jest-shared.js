// ts-jest, with one store of its output for all five jest projects. Jest keeps a transform cache
// per project, so a fresh clone compiled the server's files three times (server, server-postgres,
// e2e) and the client's twice or more, each time in each worker that met them first. ts-jest's
// output depends only on the file, its path and the options below, which the projects share, so
// on a miss of Jest's own cache this store answers with what another project compiled.
// Instrumentation for coverage is Jest's own step after this one, per project as before.
// CommonJS: jest loads a transformer without transforming it.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const tsJest = require('ts-jest').default;

/** What else decides the output: the versions that compile, and this file itself. */
const COMPILER = [
  require('ts-jest/package.json').version,
  require('typescript').version,
  fs.readFileSync(__filename, 'utf8'),
].join('\0');

function createTransformer(tsJestOptions) {
  const inner = tsJest.createTransformer(tsJestOptions);
  const optionsKey = JSON.stringify(tsJestOptions ?? {});
  return {
    getCacheKey: (...args) => inner.getCacheKey(...args),
    getCacheKeyAsync: (...args) => inner.getCacheKeyAsync(...args),
    processAsync: (...args) => inner.processAsync(...args),
    process(source, filename, options) {
      // `--no-cache` asks for a compile every time.
      if (options.config.cache === false) return inner.process(source, filename, options);
      const key = crypto
        .createHash('sha256')
        .update([COMPILER, optionsKey, String(options.supportsStaticESM), filename, source].join('\0'))
        .digest('hex');
      const file = path.join(options.config.cacheDirectory, 'ts-jest-shared', key.slice(0, 2), key);
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        // Not compiled yet by any project (or a half-written file of another worker): compile.
      }
      const result = inner.process(source, filename, options);
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const partial = `${file}.${process.pid}.partial`;
        fs.writeFileSync(partial, JSON.stringify(result));
        fs.renameSync(partial, file);
      } catch {
        // A store that cannot be written only costs the next project a compile.
      }
      return result;
    },
  };
}

module.exports = { createTransformer };
