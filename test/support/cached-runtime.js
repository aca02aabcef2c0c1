// Jest's runtime, with V8's code cache kept per worker. Jest compiles every module again in every
// test file (a new registry per file) and keeps no code cache, so the same React, Chakra or server
// module was parsed and compiled dozens of times in one worker. This keeps what V8 produces when
// it first compiles a module's source, keyed by its path and text, and hands it back to later
// compiles of the same text; V8 checks the cache against the source and its flags and compiles
// afresh when it does not match. The function compiled is the same either way.
// CommonJS: jest loads its runtime without transforming it.
const crypto = require('node:crypto');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** V8's cached data by path and source hash, for this worker's lifetime. */
const codeCache = new Map();

class CachedRuntime extends Runtime {
  compile(scriptSource, filename) {
    const vmContext = this.environment.getVmContext();
    if (vmContext == null || this.resolution.isCoreModule(filename)) {
      return super.compile(scriptSource, filename);
    }
    const key = `${filename}\0${crypto.createHash('sha1').update(scriptSource).digest('base64')}`;
    const cachedData = codeCache.get(key);
    let compiled;
    try {
      compiled = vm.compileFunction(scriptSource, this.injectedModuleParameters, {
        filename,
        importModuleDynamically: async (specifier, _function, importAttributes, ...rest) =>
          this.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
        parsingContext: vmContext,
        ...(cachedData ? { cachedData } : { produceCachedData: true }),
      });
    } catch {
      // Jest's own compile gives the errors their messages.
      return super.compile(scriptSource, filename);
    }
    if (cachedData && compiled.cachedDataRejected) codeCache.delete(key);
    if (!cachedData && compiled.cachedDataProduced) codeCache.set(key, compiled.cachedData);
    return compiled;
  }
}

module.exports = CachedRuntime;
