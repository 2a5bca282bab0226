import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';

/**
 * The modules src/boot.tsx imports statically, read off the module graph once
 * it is built (buildEnd runs before the chunks are made). src/main.tsx imports
 * boot lazily, after the first paint, so Rolldown's '$initial' tag no longer
 * names the app's own modules: this set does, for the 'app' group below.
 */
function bootModules(): { plugin: Plugin; has(id: string): boolean } {
  const imports = new Map<string, readonly string[]>();
  let closure: Set<string> | null = null;
  return {
    plugin: {
      name: 'mitics:boot-modules',
      apply: 'build',
      buildEnd() {
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          const lazy = new Set(info?.dynamicallyImportedIds ?? []);
          imports.set(id, (info?.importedIds ?? []).filter((next) => !lazy.has(next)));
        }
        closure = null;
      },
    },
    has(id) {
      if (!closure) {
        closure = new Set();
        const boot = [...imports.keys()].filter((key) => /[\\/]src[\\/]boot\.tsx$/.test(key));
        for (const next of boot) {
          if (closure.has(next)) continue;
          closure.add(next);
          boot.push(...(imports.get(next) ?? []));
        }
      }
      // The app's own modules only: a package's index reaches all it re-exports, used or not, and
      // Rolldown brings along what the captured modules really use. boot.tsx itself stays a chunk of
      // its own (the one main.tsx imports, named in the manifest).
      return closure.has(id) && !id.includes('node_modules') && !/[\\/]src[\\/]boot\.tsx$/.test(id);
    },
  };
}
const boot = bootModules();

/**
 * react-aria's default locale comes from src/lib/aria-locale.ts (the site's
 * language, with no Intl call and no second render after hydration). Fails the
 * build if react-aria no longer imports the module this replaces, instead of
 * silently shipping its Intl call again.
 */
function siteLocale(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/aria-locale.ts', import.meta.url));
  const i18nFolder = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]/;
  let replaced = false;
  let ariaSeen = false;
  return {
    name: 'mitics:site-locale',
    enforce: 'pre',
    buildStart() {
      replaced = false;
      ariaSeen = false;
    },
    resolveId(source, importer) {
      if (!importer || !i18nFolder.test(importer)) return null;
      ariaSeen = true;
      if (source !== './useDefaultLocale.mjs') return null;
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      if (!error && ariaSeen && !replaced) this.error("react-aria's i18n no longer imports ./useDefaultLocale.mjs: update mitics:site-locale in vite.config.ts");
    },
  };
}

/** use-sync-external-store's shim, for React 19 which has the hook: see src/lib/sync-external-store-shim.ts. */
function syncExternalStoreShim(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/sync-external-store-shim.ts', import.meta.url));
  return {
    name: 'mitics:sync-external-store-shim',
    enforce: 'pre',
    resolveId: (source) => (/^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? replacement : null),
  };
}

/**
 * A dependency's module rewritten at build time: each match of `pattern` (a
 * global RegExp) in `file` replaced. Fails the build unless the module still
 * has exactly `count` matches, so an upgrade cannot silently undo or misapply
 * the rewrite.
 */
function rewriteDependency(name: string, file: RegExp, pattern: RegExp, count: number, replace: (match: string, ...groups: string[]) => string): Plugin {
  return {
    name: `mitics:${name}`,
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id)) return null;
      const found = [...code.matchAll(pattern)].map((match) => match[0]);
      if (found.length !== count || new Set(found).size !== count) this.error(`${id} changed (${found.length} of ${count} expected matches): update mitics:${name} in vite.config.ts`);
      return { code: code.replace(pattern, replace), map: null };
    },
  };
}

/**
 * react-aria's ids without a second render after hydration. Its useSSRSafeId
 * (every react-aria part with an id) reads useIsSSR, a useSyncExternalStore
 * whose server answer (true) differs from the browser's (false): React then
 * re-renders every such part at once, synchronously, right after it takes
 * the page over, one long task on a page with many buttons and links. The
 * value only chooses the ids' prefix, and this site has one React root, so
 * the prefix a server-drawn page gets ('react-aria') is kept everywhere.
 */
const stableAriaIds = () =>
  rewriteDependency(
    'stable-aria-ids',
    /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/,
    /let \[didSSR\] = \(0, [\w$]+\)\([\w$]+\(\)\);/g,
    1,
    () => 'let didSSR = true;',
  );

/**
 * React DOM's sentinel errors without a stack trace. At start it makes five
 * Error objects it only ever compares by identity (SuspenseException and the
 * like). With DevTools or Lighthouse attached, V8 then records where each was
 * made, line and column, which means parsing React DOM's whole module body a
 * second time on the main thread: 12-25 ms in one task of every page, on a
 * phone-speed CPU. These are made as errors (same prototype, same message)
 * without calling the constructor, so no stack is taken.
 */
const reactDomSentinels = () =>
  rewriteDependency(
    'react-dom-sentinels',
    /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
    /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\(formatProdErrorMessage\((\d+)\)\)/g,
    5,
    (_, name, code) => `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${code}), writable: !0, configurable: !0 } })`,
  );

/**
 * The entry script and its preload asked for at low priority. Every page
 * reader sees is drawn by the server (or, for staff screens, by the HTML
 * placeholder), so no script is needed for its first paint: at the default
 * (high) priority the entry competes with the page's lead picture on a slow
 * line, and tools that model loading (Lighthouse's) count a high-priority
 * script that happened to arrive before the first paint as blocking it.
 * Fails the build unless both tags are found.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'mitics:low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = /<(script type="module"|link rel="modulepreload") crossorigin /g;
        const found = [...html.matchAll(tags)].map((match) => match[1] ?? '');
        if (!found.some((tag) => tag.startsWith('script')) || !found.some((tag) => tag.startsWith('link'))) {
          throw new Error('index.html has no entry script or module preload to lower: update mitics:low-priority-entry in vite.config.ts');
        }
        return html.replace(tags, (match) => `${match}fetchpriority="low" `);
      },
    },
  };
}

/** The browser build: what the BFF serves from dist/. */
const browserBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  // One stylesheet, which the BFF inlines into the page: a route's first
  // render never waits for a CSS request of its own.
  cssCodeSplit: false,
  // .vite/manifest.json: the BFF reads it to preload a page's route chunk with the entry.
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        // The libraries every page needs, in two long-cached chunks; the rest
        // of what the app (src/boot.tsx) imports statically in one more (not a
        // dozen small shared chunks, each a request before anything renders).
        // Everything else is split automatically along the lazy routes.
        groups: [
          // Vite's helper for lazy imports, which src/main.tsx uses too: a chunk of its own, so that
          // taking it does not run the app before its time.
          { name: 'preload-helper', test: /preload-helper/, priority: 3 },
          // The libraries in two chunks, which src/main.tsx evaluates one task each (React DOM alone is
          // most of it): two shorter tasks on the main thread instead of one long one.
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
          { name: 'libraries', test: /node_modules[\\/](react-router|react-router-dom|@tanstack)[\\/]/, priority: 2 },
          { name: 'app', test: (id: string) => boot.has(id), priority: 1 },
        ],
      },
    },
  },
};

/** The server renderer (src/entry-server.tsx) the BFF imports, built with `vite build --ssr` into dist-server/; never served. */
const serverBuild: BuildEnvironmentOptions = { outDir: 'dist-server', emptyOutDir: true, target: 'node20', minify: false, copyPublicDir: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [siteLocale(), syncExternalStoreShim(), stableAriaIds(), reactDomSentinels(), react(), vanillaExtractPlugin(), boot.plugin, lowPriorityEntry()],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: isSsrBuild ? serverBuild : browserBuild,
  // The server renderer carries its dependencies (React's production build among them), so the
  // BFF needs nothing but this one folder and renders the same code the browser runs.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
