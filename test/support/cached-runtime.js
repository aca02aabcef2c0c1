// Jest's runtime, with V8's code cache kept per worker and each file's async storages let go at its
// end (async-storages.js). Jest compiles every module again in every test file (a new registry per
// file) and keeps no code cache, so the same React, Chakra or server module was parsed and compiled
// dozens of times in one worker. Here the first compile of a module's text keeps its script; the
// second takes V8's cache from that script, which by then holds the functions the first file ran as
// well as the top level, and every later compile starts from it.
// V8 checks a cache against the source and its flags and compiles afresh when it does not match,
// so the functions are the same either way. The module is wrapped as jest 26's runtime wrapped it
// (`Object.<anonymous>`), since `vm.compileFunction` cannot make a cache after the function ran.
// Jest compiles through its runtime's module executor (`runtime.executor.compile`), so that is the
// method replaced; a jest without one fails loudly here rather than run uncached.
// CommonJS: jest loads its runtime without transforming it.
const crypto = require('node:crypto');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;
const { trackAsyncStorages } = require('./async-storages');

/** Per path and source hash: the first Script compiled (until its cache is taken) and V8's cached data. */
const codeCache = new Map();
const WRAPPER = 'Object.<anonymous>';

/** `executor.compile`, answering from and filling the code cache; jest's own on anything unusual. */
function cachedCompile(executor) {
  const compile = executor.compile.bind(executor);
  return (scriptSource, filename) => {
    const vmContext = executor.environment.getVmContext();
    if (vmContext == null || executor.resolution.isCoreModule(filename))
      return compile(scriptSource, filename);
    const key = `${filename}\0${crypto.createHash('sha1').update(scriptSource).digest('base64')}`;
    const entry = codeCache.get(key) ?? {};
    if (entry.script && !entry.data) {
      entry.data = entry.script.createCachedData();
      entry.script = undefined;
    }
    let script;
    try {
      script = new vm.Script(
        `({"${WRAPPER}":function(${executor.injectedModuleParameters.join(',')}){${scriptSource}\n}});`,
        {
          filename,
          importModuleDynamically: async (specifier, _script, importAttributes, ...rest) =>
            executor.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
          ...(entry.data ? { cachedData: entry.data } : {}),
        },
      );
    } catch {
      // Jest's own compile gives the errors their messages.
      return compile(scriptSource, filename);
    }
    if (entry.data && script.cachedDataRejected) entry.data = undefined;
    if (!entry.data) entry.script = script;
    codeCache.set(key, entry);
    return script.runInContext(vmContext)[WRAPPER];
  };
}

class CachedRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    if (typeof this.executor?.compile !== 'function') {
      throw new Error(
        'test/support/cached-runtime.js: this jest-runtime compiles without `executor.compile`.',
      );
    }
    this.executor.compile = cachedCompile(this.executor);
    // Jest keeps one worker for many files; the file's async storages go with it (async-storages.js).
    this.asyncStorages = trackAsyncStorages();
  }

  teardown() {
    super.teardown();
    this.asyncStorages.release();
  }
}

module.exports = CachedRuntime;
