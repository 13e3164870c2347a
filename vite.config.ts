import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appLoaderScript, withAppLoader } from './scripts/app-loader-build.ts';
import { planChunks, type ChunkPlan } from './scripts/chunk-plan.ts';
import { shortClassNames } from './scripts/short-class-names.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

/**
 * A built page asks for the app's code through one inline script once its first paint is done (ADR 039,
 * src/app/app-loader.ts), in place of the module script and module preloads Vite writes, which the browser
 * would fetch beside the largest image. The dev server keeps Vite's tags.
 */
const appAfterFirstPaint = (): Plugin => ({
  name: 'padmakshya:app-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    // The storefront's page only (Storybook's build reads this config too, with pages of its own).
    handler: async (html, { filename }) =>
      filename === r('./index.html') ? withAppLoader(html, await appLoaderScript()) : html,
  },
});

/** The id Vite gives its module-preload helper, which every lazy `import()` of the built app goes through. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const PRELOAD_HELPER = r('./src/app/preload-helper.ts');

/**
 * The built app's lazy imports link the files they need a few per task (src/app/preload-helper.ts, ADR 074)
 * instead of all in the importer's task. The dev server has no helper.
 */
const spreadPreloadLinks = (): Plugin => ({
  name: 'padmakshya:spread-preload-links',
  apply: 'build',
  // Ahead of Vite's own plugin, which would give its helper for this id.
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
  load: (id) =>
    id === PRELOAD_HELPER_ID ? `export { __vitePreload } from ${JSON.stringify(PRELOAD_HELPER)};` : undefined,
  // A Vite that named its helper otherwise would bring its own back unnoticed: the build says so instead.
  generateBundle(_, bundle) {
    const ids = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
    if (ids.some((id) => id.startsWith('\0vite/') && id.includes('preload')) && !ids.includes(PRELOAD_HELPER)) {
      this.error(`the lazy imports do not go through ${PRELOAD_HELPER}: Vite's preload helper has another id`);
    }
  },
});

/**
 * `vite build` (npm run build) builds every environment in order: the browser app into dist/, then the
 * server renderer (src/entry-server.tsx) into dist/server/ (ADR 014). Build-only, so that tests and the
 * dev server keep Vite's defaults; the programmatic build() (Storybook) builds the browser app only.
 */
const serverRendererBuild = (): Plugin => ({
  name: 'padmakshya:server-renderer-build',
  apply: 'build',
  // Next to the browser app, wherever that goes (`vite build --outDir x` puts the renderer in x/server).
  config: ({ build }) => ({
    // The browser app first: it empties the output folder, which the renderer then goes into.
    builder: {
      buildApp: async (builder) => {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error('vite build: the client and ssr environments must both exist');
        await builder.build(client);
        await builder.build(ssr);
      },
    },
    environments: {
      ssr: {
        // One self-contained file: React and friends compiled for production whatever NODE_ENV the
        // server runs with, nothing to resolve at run time; the server hands it a DOM (jsdom) for the
        // HTML sanitizer. A single file also lets a running server import a rebuild afresh.
        keepProcessEnv: false,
        resolve: { noExternal: true },
        build: {
          outDir: `${build?.outDir ?? 'dist'}/server`,
          copyPublicDir: false,
          rollupOptions: {
            input: { 'entry-server': r('./src/entry-server.tsx') },
            output: { codeSplitting: false },
          },
        },
      },
    },
  }),
});

/**
 * A build names the CSS modules' classes short (`_x1y2z3`, scripts/short-class-names.ts, ADR 069): the names fill a
 * drawn page's HTML and inline rules, and the home page's HTML must come in the first round trip. The dev server and
 * the tests keep Vite's readable names.
 */
const shortClassNamesInBuild = (): Plugin => ({
  name: 'padmakshya:short-class-names',
  apply: 'build',
  config: () => ({ css: { modules: { generateScopedName: shortClassNames(r('.')) } } }),
});

/**
 * The browser build's files (scripts/chunk-plan.ts, ADR 015): the app's start-up code as one file, the
 * code lazily loaded blocks share as another, the rest split by the bundler. The plan is made once the
 * module graph is known (buildEnd) and read by the groups when the files are made.
 */
/**
 * The files the page's start loads (src/entry-client.ts) before any of the app's own lazy imports can run. A file
 * renamed by a change to the plan is only asked for again, as before.
 */
const STARTED_FILE = /(^|\/)(react|rules|app|rolldown-runtime|preload-helper|next-task)-[\w-]{8}\.js$/;

const startupChunks = (): Plugin => {
  let plan: ChunkPlan = { app: new Set(), rules: new Set(), blocksKit: new Set() };
  return {
    name: 'padmakshya:startup-chunks',
    apply: 'build',
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                // The kit's files are named after every file that shares them (entriesAware below): a short
                // name keeps the lists of files the app's code carries for its lazy imports short too.
                chunkFileNames: (chunk: { name: string }) =>
                  chunk.name.startsWith('blocks-kit') ? 'assets/blocks-kit-[hash].js' : 'assets/[name]-[hash].js',
                codeSplitting: {
                  groups: [
                    {
                      // React on its own, evaluated a task ahead of the rest of the app (ADR 038).
                      name: 'react',
                      test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                      priority: 4,
                    },
                    {
                      // The schemas, the domain's rules and zod: the next task's evaluation (ADR 038).
                      name: 'rules',
                      test: (id: string) => plan.rules.has(id),
                      priority: 3,
                      includeDependenciesRecursively: false,
                    },
                    {
                      name: 'app',
                      test: (id: string) => plan.app.has(id),
                      priority: 2,
                      // The plan's set is closed under static imports, but for what the entry imports,
                      // which must stay with the entry.
                      includeDependenciesRecursively: false,
                    },
                    {
                      name: 'blocks-kit',
                      test: (id: string) => plan.blocksKit.has(id),
                      priority: 1,
                      // One file per set of blocks that share it: a block loads only the kit it uses (the first
                      // screen's media blocks do not fetch the lists' carousel and data rules, ADR 051).
                      entriesAware: true,
                      // Its libraries (the carousel's engine) stay in their own files, for the blocks
                      // that use them.
                      includeDependenciesRecursively: false,
                    },
                  ],
                },
              },
            },
          },
        },
      },
    }),
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const graph = {
        ids: this.getModuleIds(),
        imports: (id: string) => this.getModuleInfo(id)?.importedIds ?? [],
        dynamicImports: (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      };
      plan = planChunks(graph, {
        entry: r('./src/entry-client.ts'),
        app: r('./src/main.tsx'),
        blocksDir: r('./blocks'),
        rulesDirs: [r('./schemas'), r('./domain')],
      });
    },
  };
};

export default defineConfig({
  plugins: [
    spreadPreloadLinks(),
    react(),
    appAfterFirstPaint(),
    serverRendererBuild(),
    startupChunks(),
    shortClassNamesInBuild(),
  ],
  resolve: {
    alias: {
      '@/': r('./src/'),
      '@schemas/': r('./schemas/'),
      '@domain/': r('./domain/'),
      '@blocks/': r('./blocks/'),
      '@fixtures/': r('./fixtures/'),
    },
  },
  server: {
    proxy: {
      '/web-api': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
      // The sandbox payment provider's script and window (ADR 022), same origin as the storefront.
      '/sandbox-pay': `http://localhost:${apiPort}`,
      // Built from the database by the back office (server/http/seo.ts).
      '/robots.txt': `http://localhost:${apiPort}`,
      '/sitemap.xml': `http://localhost:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The start-up files (ADR 015, 038): `react` (React DOM, ~220 kB minified) and `app` (the router, the
    // renderer and the shell, ~215 kB). A file past this would be news.
    chunkSizeWarningLimit: 400,
    // The app (main.tsx) is imported by the entry (entry-client.ts) once the first paint is done. Vite
    // would first add a <link rel=modulepreload> per chunk it needs (~35), a long task of its own on a
    // phone; the browser's module loader fetches the same chunks from main's imports instead (ADR 014).
    // Past the start, no import asks again for the files the start loaded (React, the rules, the app, the bundler's
    // runtime, the loader's helpers): each link costs the main thread ~10 ms on a 4x slowed phone (ADR 065).
    modulePreload: {
      resolveDependencies: (file, deps, { hostId }) =>
        /(^|\/)main-[\w-]+\.js$/.test(file)
          ? []
          : /(^|\/)index-[\w-]+\.js$/.test(hostId)
            ? deps
            : deps.filter((dep) => !STARTED_FILE.test(dep)),
    },
    // One stylesheet for the whole storefront: a server-rendered page must be styled at first paint,
    // including the blocks and pages whose code loads later (per-chunk CSS would arrive with that code). The
    // server sends a drawn page with the rules that may match it inline, and the whole sheet follows (ADR 035).
    cssCodeSplit: false,
  },
});
