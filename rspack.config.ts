import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack, type Compiler } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { startupHints } from './scripts/build/startup-hints';
import { mergeI18nFragments } from './scripts/support/merge-i18n-fragments';
import { system } from './src/ui/theme/system';
import { systemCss } from './src/ui/theme/system-css';

/**
 * Build-time configuration (README, "Configuration"). Every value has a default so that
 * `npm run build` works on a fresh machine; the API host defaults to the page's own origin ('').
 */
const buildEnv = {
  API_HOST: process.env.API_HOST ?? '',
  CAPTCHA_SITE_KEY: process.env.CAPTCHA_SITE_KEY ?? '',
  COMMON_TOKEN: process.env.COMMON_TOKEN ?? 'themesite-demo-common-token',
  PROJECT_CODE: process.env.PROJECT_CODE ?? 'THEMESITE',
};

const I18N_DIR = path.resolve(__dirname, 'src/ui/i18n/zh-tw');
/** The texts file the app fetches at start-up (src/ui/i18n/i18n.ts: `./assets/i18n/{{lng}}.json` below the app root). */
const TEXTS_ASSET = 'assets/i18n/zh-tw.json';

/** Emits `assets/i18n/zh-tw.json` from the per-area fragments (src/ui/i18n/merge-fragments.ts). */
class I18nBundlePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('I18nBundlePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'I18nBundlePlugin', stage: 0 }, () => {
        const json = JSON.stringify(mergeI18nFragments(I18N_DIR));
        compilation.emitAsset(TEXTS_ASSET, new compiler.webpack.sources.RawSource(json));
      });
      for (const f of fs.readdirSync(I18N_DIR)) {
        compilation.fileDependencies.add(path.join(I18N_DIR, f));
      }
    });
  }
}

/** Where the chunk manifest goes in dist/, beside index.html (src/server/render/chunk-manifest.ts reads it). */
const CHUNK_MANIFEST = 'chunk-manifest.json';

/**
 * Writes which files each named lazy chunk loads (its own and those of the chunks split out
 * of it), so that a server render can link the CSS and preload the scripts of the chunks it drew.
 * The entry's own files are left out: index.html already loads them. The other entries (the
 * server-rendered page's loader) are listed by name under `entries`. URLs carry the public path.
 */
class ChunkManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const filesOf = (group: { chunks: ReadonlyArray<{ files: ReadonlySet<string> }> }) =>
            group.chunks.flatMap((chunk) => [...chunk.files]);
          const entryFiles = new Set<string>();
          const entries: Record<string, string[]> = {};
          for (const [name, entrypoint] of compilation.entrypoints) {
            filesOf(entrypoint).forEach((f) => entryFiles.add(f));
            if (name !== 'main')
              entries[name] = filesOf(entrypoint)
                .filter((f) => f.endsWith('.js'))
                .map((f) => publicPath + f);
          }
          const chunks: Record<string, { js: string[]; css: string[] }> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (compilation.entrypoints.has(name)) continue;
            const files = filesOf(group).filter((file) => !entryFiles.has(file));
            chunks[name] = {
              js: files.filter((f) => f.endsWith('.js')).map((f) => publicPath + f),
              css: files.filter((f) => f.endsWith('.css')).map((f) => publicPath + f),
            };
          }
          compilation.emitAsset(
            CHUNK_MANIFEST,
            new compiler.webpack.sources.RawSource(JSON.stringify({ chunks, entries }, null, 1)),
          );
        },
      );
    });
  }
}

/**
 * `npm run dev` (scripts/dev.ts): `rspack serve` sets NODE_ENV to development, which turns on React
 * Fast Refresh, readable file names and the dev server below, proxying the server's paths to the
 * reference server on DEV_API_PORT. `rspack build` (production) is unchanged by it.
 */
const dev = process.env.NODE_ENV === 'development';
const DEV_API_PORT = process.env.DEV_API_PORT ?? '8081';
/** Everything the reference server answers itself; the rest is the client's (docs/deploy.md). */
const SERVER_PATHS = ['/api', '/backend', '/media', '/robots.txt', '/sitemap.xml', '/sitemap-', '/rss.xml'];

const entry = process.env.RSPACK_ENTRY ?? './src/main.tsx';
const outDir = process.env.RSPACK_OUT ?? 'dist';

/** Replaces each `process.env.X` of readAppConfig with its build-time value, in both programs. */
const defineBuildEnv = () =>
  new rspack.DefinePlugin(
    Object.fromEntries(Object.entries(buildEnv).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)])),
  );

/** `*.module.css` options both programs share, so that a class name is the same in both. */
const cssModules = { localIdentName: '[local]-[hash:5]', exportsConvention: 'camel-case-only' } as const;

/** The loader of server-rendered pages, listed in the chunk manifest as `entries['after-paint']`. */
const AFTER_PAINT_ENTRY = './src/ui/shell/scripts-after-paint.ts';

const clientConfig = defineConfig({
  mode: dev ? 'development' : 'production',
  context: __dirname,
  // `after-paint` is the loader a server-rendered page starts with (scripts-after-paint.ts); index.html
  // itself loads `main` only.
  entry: { main: entry, ...(entry === './src/main.tsx' ? { 'after-paint': AFTER_PAINT_ENTRY } : {}) },
  output: {
    path: path.resolve(__dirname, outDir),
    publicPath: '/',
    hashDigest: 'base64url',
    filename: dev ? 'assets/js/[name].js' : 'assets/js/[name].[contenthash:6].js',
    chunkFilename: dev ? 'assets/js/[name].js' : 'assets/js/[name].[contenthash:6].js',
    cssFilename: 'assets/css/[name].[contenthash:6].css',
    cssChunkFilename: 'assets/css/[name].[contenthash:6].css',
    assetModuleFilename: 'assets/media/[name].[contenthash:6][ext]',
    clean: true,
  },
  // No maps in the served build unless asked: they published the whole source (245 KB). SOURCE_MAPS=1
  // emits them as separate files for error reporting, without a sourceMappingURL comment.
  devtool: dev ? 'cheap-module-source-map' : process.env.SOURCE_MAPS === '1' ? 'hidden-source-map' : false,
  // `rspack serve` compiles dynamic imports lazily unless told otherwise. With React Refresh, a route's
  // first visit then recompiled the app, missed its hot update (404) and reloaded the whole page,
  // which is what a CI run of test/e2e/dev/dev-server.test.ts caught. Every chunk is built
  // up front instead: a slower start, and no reloads a developer did not cause.
  lazyCompilation: false,
  devServer: {
    host: '127.0.0.1',
    port: Number(process.env.DEV_PORT ?? 8080),
    hot: true,
    // Deep links (`/home/zh-tw/news/news-001`) load the app, as the servers of docs/deploy.md do.
    historyApiFallback: true,
    proxy: [{ context: SERVER_PATHS, target: `http://127.0.0.1:${DEV_API_PORT}` }],
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
  module: {
    // `import styles from './x.module.css'`: one default object, as the jest stub mirrors.
    parser: { 'css/auto': { namedExports: false } },
    generator: {
      // Short class names keep the JS class maps small: the local name stays readable, the hash of the
      // module keeps it unique.
      'css/auto': cssModules,
    },
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      {
        // Chakra's anatomy module: annotate its load-time calls as pure (scripts/build/pure-anatomy-loader.js).
        test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
        loader: path.resolve(__dirname, 'scripts/build/pure-anatomy-loader.js'),
      },
      {
        // The Chakra system's global CSS as a static stylesheet (src/ui/theme/system-css.ts).
        test: /[\\/]src[\\/]ui[\\/]theme[\\/]system-base\.css$/,
        loader: path.resolve(__dirname, 'scripts/build/system-css-loader.js'),
        options: { css: systemCss(system) },
      },
      // `*.module.css` are CSS modules (class names local to their component), other CSS is global.
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png|jpe?g|webp|ico)$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    defineBuildEnv(),
    // The browser's program never renders on the server: its side of a render
    // (`settleOnServer` in src/ui/parts/render-seed.ts) is dropped from visitors' JS.
    new rspack.DefinePlugin({ 'process.env.THEMESITE_BROWSER_BUILD': JSON.stringify('1') }),
    new rspack.HtmlRspackPlugin({
      template: './index.html',
      inject: 'body',
      scriptLoading: 'defer',
      chunks: ['main'],
      // The hello-world of the bundle budget makes no API calls: no hints there.
      templateParameters: {
        startupHints: entry === './src/main.tsx' ? startupHints(buildEnv.API_HOST, `/${TEXTS_ASSET}`) : '',
      },
    }),
    new I18nBundlePlugin(),
    new ChunkManifestPlugin(),
    ...(dev ? [new ReactRefreshRspackPlugin()] : []),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
  ],
  optimization: {
    // Rspack's own minimizers, with three compression passes where one is the default: 250 B gzip
    // less of every visitor's first scripts (docs/performance.md, "Chunks"), at no cost to meaning.
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 } } }),
      new rspack.LightningCssMinimizerRspackPlugin(),
    ],
    // docs/performance.md, "Chunks". React is its own long-cached chunk (it changes least); every other
    // package the entry needs goes into one `vendor` chunk; packages only lazy code needs (DOMPurify,
    // the dialog's zag machines) stay in lazy chunks. Layouts and pages stay one chunk each: shared
    // application code is split out of them only from 8 KB up, below which a shared chunk costs more
    // (one more request, worse compression) than the duplicate it saves.
    splitChunks: {
      chunks: 'all',
      minSize: 8000,
      cacheGroups: {
        react: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
          name: 'react',
          chunks: 'all',
          priority: 40,
          enforce: true,
        },
        // The editor's packages, which only editors' lazy chunks use, in one chunk of their own:
        // split by the default rules they made a dozen chunks, and every chunk costs each visitor
        // a line in the runtime's chunk table (decision 26).
        editorVendor: {
          test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|react-hook-form|@hookform|@dnd-kit|idb-keyval|framer-motion|motion-dom|motion-utils)[\\/]/,
          name: 'editor-vendor',
          chunks: 'async',
          priority: 35,
          enforce: true,
        },
        vendor: {
          test: /[\\/]node_modules[\\/]/,
          name: 'vendor',
          chunks: 'initial',
          priority: 30,
          enforce: true,
        },
      },
    },
  },
  performance: { hints: false },
  // CSS modules of shared parts keep their own look inside :where() (zero specificity, docs/styling.md),
  // so which file a shared CSS chunk puts first never decides a rule: the order warning does not apply.
  ignoreWarnings: [/Conflicting order between/],
});

/**
 * The second program: the server render's composition root as one CommonJS file for Node,
 * outside dist/ (which is served to everyone) — dist-server/render.cjs, which the reference server
 * loads when SERVER_RENDER=on (src/server/render). The same sources, rules and defines as the client,
 * so that a CSS module's class name is the same in both; no CSS and no media files are emitted
 * (the client build has them), and lazy chunks are inlined: a server has nothing to wait for.
 */
/**
 * The render bundle goes beside the client build it belongs to: `dist-server/` next to `dist/`, and
 * next to RSPACK_OUT when a measurement or a test builds elsewhere, so that no such build replaces the
 * render bundle of the working tree (its API_HOST would then leak into every later server render).
 */
const serverOutDir =
  process.env.RSPACK_SERVER_OUT ?? path.join(path.dirname(process.env.RSPACK_OUT ?? 'dist'), 'dist-server');

const serverConfig = defineConfig({
  name: 'server-render',
  mode: 'production',
  context: __dirname,
  target: 'node20',
  entry: { render: './src/composition/server-render.tsx' },
  output: {
    path: path.resolve(__dirname, serverOutDir),
    publicPath: '/',
    filename: 'render.cjs',
    library: { type: 'commonjs2' },
    asyncChunks: false,
    hashDigest: 'base64url',
    assetModuleFilename: 'assets/media/[name].[contenthash:6][ext]',
    clean: true,
  },
  devtool: false,
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
  module: {
    parser: { 'css/auto': { namedExports: false } },
    generator: {
      'css/auto': { ...cssModules, exportsOnly: true },
      'asset/resource': { emit: false },
    },
    rules: clientConfig.module?.rules?.map((rule) =>
      rule && typeof rule === 'object' && rule.loader === 'builtin:swc-loader'
        ? {
            ...rule,
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                target: 'es2022',
              },
            },
          }
        : rule,
    ),
  },
  plugins: [defineBuildEnv()],
  // Readable stacks in the server's log matter more than bytes here.
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
  ignoreWarnings: [/Conflicting order between/],
});

/**
 * `rspack build` builds both programs; the dev server and the budget's hello-world (RSPACK_ENTRY)
 * build the client alone.
 */
export default dev || process.env.RSPACK_ENTRY ? clientConfig : [clientConfig, serverConfig];
