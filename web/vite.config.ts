import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
// The file itself (it imports nothing): the build's configuration is loaded by Node, outside the workspace's aliases.
import { PUBLIC_ROUTES } from '../packages/contract/src/public-routes.ts';
import { APP_LOADER_SCRIPT, APP_SCRIPTS_TEMPLATE_ID } from './src/app-loader.ts';

/**
 * The stylesheet no longer blocks the first paint: it is fetched at once (preload) but applied by
 * main.tsx just before the app renders, while a few inline rules in index.html draw the page frame.
 */
function nonBlockingStyles(): Plugin {
  return {
    name: 'oeuvre-non-blocking-styles',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
          '<link rel="preload" as="style" crossorigin href="$1">\n    <link rel="stylesheet" crossorigin href="$1" media="print" data-app-styles>',
        ),
    },
  };
}

/** The module the app's API client reads its routes from: the route table without its schemas (see routeIndex). */
const ROUTE_INDEX_MODULE = 'virtual:oeuvre-route-index';

/**
 * `virtual:oeuvre-route-index`: the contract's route table reduced to what a call needs (method, path, how it is sent;
 * `routeIndexOf` of @oeuvre/api-client) and how each CV section's entries are addressed, as JSON made when the app is
 * built (or tested). The app's client is made from it (src/lib/api-client.ts), so no page downloads the valibot schemas
 * of every route: the server checks what it is sent. Read through Node (the contract is plain, erasable TypeScript), so
 * it is always the route table as it is now.
 */
function routeIndex(): Plugin {
  const resolved = `\0${ROUTE_INDEX_MODULE}`;
  const fileUrl = (file: string) => pathToFileURL(path.resolve(import.meta.dirname, file)).href;
  return {
    name: 'oeuvre-route-index',
    resolveId: (id) => (id === ROUTE_INDEX_MODULE ? resolved : null),
    async load(id) {
      if (id !== resolved) return null;
      const [{ routes }, { SECTIONS }, { routeIndexOf, sectionItemPathsOf }] = await Promise.all([
        import(fileUrl('../packages/contract/src/routes.ts')),
        import(fileUrl('../packages/contract/src/sections.ts')),
        import(fileUrl('../packages/api-client/src/route-index.ts')),
      ]);
      return (
        `export const routeIndex = ${JSON.stringify(routeIndexOf(routes))};\n` +
        `export const sectionItemPaths = ${JSON.stringify(sectionItemPathsOf(SECTIONS))};\n`
      );
    },
  };
}

/** The CV's section headings, for pages that name the sections without reading an entry (see publicSectionHeadings). */
const SECTION_HEADINGS_MODULE = 'virtual:oeuvre-section-headings';

/**
 * `virtual:oeuvre-section-headings`: the key and heading of each section of a published CV (the contract's
 * PUBLIC_PAGE_SECTIONS with `cv`), in the CV's order, as JSON made when the app is built (or tested). The CV guide
 * lists them without downloading the sections' valibot schemas, which their definitions are built with.
 */
function sectionHeadings(): Plugin {
  const resolved = `\0${SECTION_HEADINGS_MODULE}`;
  return {
    name: 'oeuvre-section-headings',
    resolveId: (id) => (id === SECTION_HEADINGS_MODULE ? resolved : null),
    async load(id) {
      if (id !== resolved) return null;
      const file = pathToFileURL(path.resolve(import.meta.dirname, '../packages/contract/src/schemas/public-sections.ts'));
      const { PUBLIC_PAGE_SECTIONS } = (await import(file.href)) as {
        PUBLIC_PAGE_SECTIONS: { key: string; label: string; cv: boolean }[];
      };
      const headings = PUBLIC_PAGE_SECTIONS.filter((s) => s.cv).map(({ key, label }) => ({ key, label }));
      return `export const cvSectionHeadings = ${JSON.stringify(headings)};\n`;
    },
  };
}

/** The API client's module, which src/lib/api.ts imports on the first call. */
const API_CLIENT_MODULE = 'src/lib/api-client.ts';

/**
 * The app's code loads after the page's first paint: the entry's `<script>` and its `modulepreload` links move into
 * an inert template, and the loader (contract's app-loader.ts) copies them into the head after the first contentful
 * paint. The server adds a page's own chunks to the same template.
 */
function scriptsAfterFirstPaint(): Plugin {
  const tag = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;
  return {
    name: 'oeuvre-scripts-after-first-paint',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const tags = html.match(tag)?.map((t) => t.trim()) ?? [];
        // The API client is loaded on the first call (src/lib/api.ts), or once the app is idle (main.tsx): a first view
        // comes with its data, so the client is not part of a first load.
        const client = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(API_CLIENT_MODULE),
        );
        if (!client) throw new Error(`No chunk for ${API_CLIENT_MODULE}: is it still imported lazily by src/lib/api.ts?`);
        if (!tags.some((t) => t.startsWith('<script'))) throw new Error('index.html has no module script to defer');
        // What the entry imports (the framework's chunk, the bundler's runtime) is named beside it, so the browser fetches
        // it with the entry, not after reading it (the build's own preload lists are for a few pages only: see
        // `modulePreload` below).
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
        );
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
        for (const file of reachable(entries, (name) => chunks.get(name)?.imports)) {
          const href = `/${file}`;
          if (entries.includes(file) || tags.some((t) => t.includes(`"${href}"`))) continue;
          tags.push(`<link rel="modulepreload" crossorigin href="${href}">`);
        }
        return html
          .replace(tag, '')
          .replace('</head>', `    <template id="${APP_SCRIPTS_TEMPLATE_ID}">${tags.join('')}</template>\n  </head>`)
          .replace('</body>', `  <script>${APP_LOADER_SCRIPT}</script>\n  </body>`);
      },
    },
  };
}

/**
 * @blueprintjs/icons' `iconNames.js` (a table of every icon name, built while the app's code is evaluated) is replaced
 * by src/lib/icon-names.ts, which answers the same questions without it. Applies to the browser's build and the
 * server's renderer alike, so both draw the same icons.
 */
function lazyIconNames(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/lib/icon-names.ts');
  return {
    name: 'oeuvre-lazy-icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer && /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]/.test(importer)) {
        return replacement;
      }
      return null;
    },
  };
}

/**
 * react-router as its production build has it, and only what the app uses of it. The package's `exports` name its
 * development build only (`dist/development`); its production build differs by one line, `ENABLE_DEV_WARNINGS = false`,
 * which lets the minifier drop the warnings and the "Hey developer" error page. Its components made with
 * `React.forwardRef(…)` (Link, NavLink, Form, fetcher.Form) carry no `@__PURE__` mark, so the bundler kept the ones
 * nothing imports (Form and what it calls: useSubmit, useFormAction, getFormSubmissionInfo); marked, and without their
 * `displayName` (read by React's developer tools only), they go unless imported. About 2 kB gzip off every page.
 */
function leanReactRouter(): Plugin {
  const module = /[\\/]react-router[\\/]dist[\\/]development[\\/][\w.-]+\.mjs$/;
  return {
    name: 'oeuvre-lean-react-router',
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return null;
      let out = code.replace(/\bvar ENABLE_DEV_WARNINGS = true;/, 'var ENABLE_DEV_WARNINGS = false;');
      if (code.includes('var ENABLE_DEV_WARNINGS') && out === code) {
        this.error(`react-router (${id}) no longer sets ENABLE_DEV_WARNINGS as expected: review leanReactRouter`);
      }
      out = out
        .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1')
        .replace(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm, '');
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** `start` and everything reachable from it through `next` (a chunk's imports, a module's static imports). */
function reachable(start: string[], next: (item: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const item = queue.pop()!;
    if (seen.has(item)) continue;
    seen.add(item);
    queue.push(...(next(item) ?? []));
  }
  return seen;
}

/**
 * Lazily loaded pages that are often the first page of a visit (links from search engines and shared
 * links): the server names their chunk in the HTML it sends, so the browser fetches it at once instead of
 * after the entry bundle has run. Keys are the router's paths (`:param` for a segment), values the page's
 * module: the public routes marked `preload` in the contract's list, which the router reads too.
 */
const PRELOADED_ROUTES: Record<string, string> = Object.fromEntries(
  PUBLIC_ROUTES.flatMap((route) => (route.preload && route.page ? [[route.path, route.page.module]] : [])),
);

/**
 * For the preloaded routes whose signed-out first view is adopted as the server drew it, the module of its live parts
 * (the contract's `adopted`): the server names its code instead of the page's for a signed-out visitor.
 */
const ADOPTED_ROUTES: Record<string, string> = Object.fromEntries(
  PUBLIC_ROUTES.flatMap((route) => (route.preload && route.adopted ? [[route.path, route.adopted.module]] : [])),
);

/**
 * The chunks of the public pages whose code the server does not name in their HTML (content pages, the contact form):
 * the entry lists what they import, so that it downloads with them (see `modulePreload` below).
 */
const LISTED_PAGE_CHUNK = new RegExp(
  `^assets/(?:${[
    ...PUBLIC_ROUTES.flatMap((route) => (route.page && !route.preload ? [route.page.export] : [])),
    'ContactPage',
  ].join('|')})-[\\w-]+\\.js$`,
);

/** The chunk of an adopted first view's live parts (named by publicPageGroups). */
const ADOPTED_VIEW_CHUNK = new RegExp(
  `(?:^|/)public-(?:${Object.values(ADOPTED_ROUTES).map((module) => path.basename(module).replace(/\.tsx?$/, '')).join('|') || '(?!)'})-[\\w-]+\\.js$`,
);

/** File the server reads: for each route of PRELOADED_ROUTES, the files its page needs beyond the entry's. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json` into the build: `{ "/artists": { "scripts": ["/assets/DirectoryPage-….js",
 * …], "styles": [] } }`, the page's chunk and every chunk it imports statically (with their stylesheets),
 * minus what index.html already loads.
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'oeuvre-route-preloads',
    apply: clientBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rolldown.OutputChunk[]) =>
        reachable(
          start.map((chunk) => chunk.fileName),
          (name) => byName.get(name)?.imports,
        );
      const loadedByIndex = closure(chunks.filter((chunk) => chunk.isEntry));
      const cssOf = (name: string) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])];
      const loadedStyles = new Set([...loadedByIndex].flatMap(cssOf));
      type Preloads = { scripts: string[]; styles: string[] };
      const preloadsOf = (route: string, module: string): Preloads => {
        const id = path.resolve(root, module);
        const page = chunks.find((chunk) => chunk.moduleIds.includes(id));
        if (!page)
          this.error(`No chunk for ${module} (route ${route}): is it still imported lazily by the router?`);
        const files = [...closure([page])].filter((name) => !loadedByIndex.has(name));
        return {
          scripts: files.map((name) => `/${name}`),
          styles: [...new Set(files.flatMap(cssOf))]
            .filter((name) => !loadedStyles.has(name))
            .map((name) => `/${name}`),
        };
      };
      const preloads: Record<string, Preloads & { adopted?: Preloads }> = {};
      for (const [route, module] of Object.entries(PRELOADED_ROUTES)) {
        const adopted = ADOPTED_ROUTES[route];
        preloads[route] = { ...preloadsOf(route, module), ...(adopted ? { adopted: preloadsOf(route, adopted) } : {}) };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

/** The contract's index, which re-exports every module of the contract. */
const CONTRACT_INDEX = path.resolve(import.meta.dirname, '../packages/contract/src/index.ts');

/** Whether a module's code (as the bundler read it: JavaScript) declares an export of that name itself. */
const declares = (code: string, name: string) =>
  new RegExp(`export\\s+(?:(?:async\\s+)?function\\*?|const|let|var|class)\\s+${name}\\b`).test(code) ||
  [...code.matchAll(/export\s*\{([^}]*)\}(\s*from)?/g)].some(
    (match) => !match[2] && match[1]!.split(',').some((item) => item.trim().split(/\s+as\s+/).at(-1) === name),
  );

/**
 * What a module imports, as the modules that define it: the names a module imports from the contract's index lead to
 * the contract's modules that define them, not to every module the index re-exports. Without this, everything the
 * contract holds counts as imported by the entry (the entry imports the index too), and a module only the public pages
 * use (the directory's search, read by the landing page and the directory) would be no page's own: the bundler would
 * place it with whichever page's chunk took it in first, and the other page would load that page's chunk for it.
 */
function usedImportsOf(context: Rolldown.ChunkingContext): (id: string) => readonly string[] {
  const definedIn = new Map<string, string | undefined>();
  const definition = (index: string, name: string): string | undefined => {
    const key = `${index}\0${name}`;
    if (!definedIn.has(key)) {
      let found: string | undefined;
      for (const id of context.getModuleInfo(index)?.importedIds ?? []) {
        const info = context.getModuleInfo(id);
        if (!info?.code) continue;
        if (!info.exports.includes(name) && !/export\s*\*/.test(info.code)) continue;
        // A module may pass on another's exports (`export * from`): the module that declares the name is the one used.
        found = declares(info.code, name) ? id : definition(id, name);
        if (found) break;
      }
      definedIn.set(key, found);
    }
    return definedIn.get(key);
  };
  return (id) => {
    const info = context.getModuleInfo(id);
    if (!info) return [];
    if (id === CONTRACT_INDEX || !info.importedIds.includes(CONTRACT_INDEX)) return info.importedIds;
    const named = [...(info.code ?? '').matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@oeuvre\/contract['"]/g)];
    // Anything else read from the index (a namespace import, `export * from`) keeps the whole index.
    const other = /(?:import\s+\*\s+as\s+\w+|export\s+\*[^;]*?)\s+from\s*['"]@oeuvre\/contract['"]/.test(info.code ?? '');
    if (other) return info.importedIds;
    const isTypeOnly = (statement: string) => /^(?:import|export)\s+type\b/.test(statement);
    const names = named.flatMap((match) =>
      isTypeOnly(match[0])
        ? []
        : match[1]!
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type '))
            .map((name) => name.split(/\s+as\s+/)[0]!.trim()),
    );
    const defining = names.map((name) => definition(CONTRACT_INDEX, name));
    // A name the index does not resolve (should not happen): keep the whole index rather than miss a module.
    if (defining.some((module) => module === undefined)) return info.importedIds;
    return [...info.importedIds.filter((imported) => imported !== CONTRACT_INDEX), ...(defining as string[])];
  };
}

/** The app's entry module, which index.html loads. */
const ENTRY_MODULE = 'src/main.tsx';

/** The priority of the groups placed before the public pages' (publicPageGroups: 1 to one more than the pages). */
const PUBLIC_PAGE_GROUPS_BELOW = 8;

/** The page whose own chunk is the largest (the contract's reading of a published CV): see publicPageGroups. */
const ARTIST_PAGE_ROUTE = '/artists/:slug';

/**
 * The pages of PRELOADED_ROUTES and every module they import statically beyond what the entry imports, in one chunk
 * per set of those pages that import it: `public-ArtistPage` holds what only the artist page needs,
 * `public-DirectoryPage-VenuesPage` what the directory and the venue list need and no other of them, and so on. A page
 * downloads no other page's code (the directory none of the artist page's), in a few files the server names in its
 * HTML (route-preloads.json), not the many small chunks the bundler would make of the modules the editor and the admin
 * share too (HTTP/1.1 pays a round trip per request). Pages that share a module with them (the editor, the profile)
 * load those chunks too.
 *
 * A group takes in the modules its modules import, so the modules more pages share are placed first (what a module
 * imports is needed by at least the pages that need the module). A module the pages reach through the contract's index
 * counts as the entry's (the entry imports the index too) and goes with the first group that needs it: the artist
 * page's own group comes last, so that no other page loads the artist page's chunk for such a module.
 */
function publicPageGroups(): Rolldown.CodeSplittingGroup[] {
  const resolve = (module: string) => path.resolve(import.meta.dirname, module);
  const pageName = (module: string) => path.basename(module).replace(/\.tsx?$/, '');
  // An adopted first view's live parts count as a page of their own: what they share with their page only is a chunk of
  // both, which the page's chunk does not hold.
  const pages = [...new Set([...Object.values(PRELOADED_ROUTES), ...Object.values(ADOPTED_ROUTES)])];
  if (pages.length + 1 >= PUBLIC_PAGE_GROUPS_BELOW) {
    throw new Error(`${pages.length} preloaded pages: raise PUBLIC_PAGE_GROUPS_BELOW and the priorities above it`);
  }
  const artistPage = pageName(PRELOADED_ROUTES[ARTIST_PAGE_ROUTE]!);
  const directoryPage = pageName(PRELOADED_ROUTES['/artists']!);
  const landingPage = pageName(PRELOADED_ROUTES['/']!);
  let pagesOf: Map<string, string[]> | undefined;
  const chunkOf = (id: string, context: Rolldown.ChunkingContext) => {
    if (!pagesOf) {
      const closure = (start: string[]) => reachable(start, usedImportsOf(context));
      const entry = closure([resolve(ENTRY_MODULE)]);
      pagesOf = new Map();
      for (const module of pages) {
        for (const id of closure([resolve(module)])) {
          if (!entry.has(id)) pagesOf.set(id, [...(pagesOf.get(id) ?? []), pageName(module)].sort());
        }
      }
    }
    const of = pagesOf.get(id) ?? [];
    return {
      shared: of.length,
      name: `public-${of.join('-')}`,
      artistPageOnly: of.join() === artistPage,
      // What the directory shares with the artist page or the venue pages, without the landing page (a few small
      // modules: the search field, the callout). Not what the artist page shares with the venue pages alone (who
      // exhibited with whom): that is no part of the directory's download.
      amongThem: of.length > 1 && !of.includes(landingPage) && of.includes(directoryPage),
    };
  };
  const sharedBy = (count: number, artistPageOnly = false): Rolldown.CodeSplittingGroup => ({
    priority: count + (artistPageOnly ? 0 : 1),
    name: (id, context) => {
      const chunk = chunkOf(id, context);
      if (chunk.amongThem) return null;
      return chunk.shared === count && chunk.artistPageOnly === artistPageOnly ? chunk.name : null;
    },
  });
  // Those shared modules are one chunk, `public-shared`, not one per set of pages: each of these pages loads fewer, better
  // compressed files (a little code it does not run). Placed with the groups of the most shared modules.
  const sharedAmongThem: Rolldown.CodeSplittingGroup = {
    priority: pages.length + 1,
    name: (id, context) => (chunkOf(id, context).amongThem ? 'public-shared' : null),
  };
  return [sharedAmongThem, ...pages.map((_, index) => sharedBy(pages.length - index)), sharedBy(1, true)];
}

/**
 * What the API client imports beyond the entry (its core, the route index the build writes; no schema: see
 * routeIndex), in one chunk that every page preloads with the client: a page that shows no artist (the landing page, a
 * content page) then loads it without the public pages' code, which would otherwise hold some of these modules too.
 */
function apiCallsGroup(): Rolldown.CodeSplittingGroup {
  const resolve = (module: string) => path.resolve(import.meta.dirname, module);
  let members: Set<string> | undefined;
  return {
    priority: PUBLIC_PAGE_GROUPS_BELOW,
    name: (id, context) => {
      if (!members) {
        const closure = (start: string[]) => reachable(start, (id) => context.getModuleInfo(id)?.importedIds);
        // The entry's own modules are the `initial` group's, which comes first.
        const client = resolve(API_CLIENT_MODULE);
        members = new Set([...closure([client])].filter((m) => m !== client));
      }
      return members.has(id) ? 'api-calls' : null;
    },
  };
}

/**
 * A page's own icons (src/features/<page>/icons.ts, which registers them: src/lib/icons.ts) and their drawings, in one
 * small chunk per page, `icons-<page>`: the page loads it with its own chunks, and a screen that shows one of these
 * icons too (the editor's document icon, through src/lib/icon-chunks.ts) loads that chunk alone, not the page's code.
 */
function pageIconsGroup(): Rolldown.CodeSplittingGroup {
  const iconsModule = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]icons\.ts$/;
  const drawing = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]\d+px[\\/]paths[\\/]/;
  return {
    priority: PUBLIC_PAGE_GROUPS_BELOW,
    name: (id, context) => {
      const own = iconsModule.exec(id);
      if (own) return `icons-${own[1]}`;
      if (!drawing.test(id)) return null;
      const pages = new Set(
        (context.getModuleInfo(id)?.importers ?? []).flatMap((importer) => iconsModule.exec(importer)?.[1] ?? []),
      );
      return pages.size === 1 ? `icons-${[...pages][0]}` : null;
    },
  };
}

const backend = 'http://localhost:3000';

/** The browser's build (`vite build`), not the server's first-view renderer (`vite build --ssr`). */
function clientBuild(_config: unknown, env: { command: string; isSsrBuild?: boolean }): boolean {
  return env.command === 'build' && !env.isSsrBuild;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [routeIndex(), sectionHeadings(), lazyIconNames(), leanReactRouter(), react(), nonBlockingStyles(), scriptsAfterFirstPaint(), routePreloads()],
  resolve: {
    // Root-relative, so the same alias works for the dev server, the build and vitest.
    alias: [
      { find: /^@\//, replacement: '/src/' },
      // React's own useSyncExternalStore, not the shim SWR imports for React 17 and earlier.
      { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': backend,
      '/oidc': backend,
      '/connect': backend,
      '/uploads': backend,
    },
  },
  // The first-view renderer (`vite build --ssr`) is one self-contained module the server imports.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    // The entry lists, for a page loaded later, the chunks it imports so that they download with it, but only for the
    // public pages the server does not name in their HTML (content pages, the contact form): the list of every lazy
    // chunk's imports was about 1 kB gzip on every page. No polyfill: the browsers the app serves read modulepreload.
    modulePreload: {
      polyfill: false,
      // Not the page's chunk itself (the import fetches it), nor the framework's chunk and the bundler's runtime (the
      // entry's own, loaded already).
      // An adopted first view (its chunk) lists what its page's code imports too: the page draws at the visitor's click.
      resolveDependencies: (file: string, deps: string[], { hostId }: { hostId: string }) =>
        LISTED_PAGE_CHUNK.test(file) || ADOPTED_VIEW_CHUNK.test(hostId)
          ? deps.filter((dep) => dep !== file && !/^assets\/(?:react|rolldown-runtime)-/.test(dep))
          : [],
    },
    copyPublicDir: !isSsrBuild,
    // Budget is 200 kB gzip of first-load JS; warn on anything that could break it.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // The server's renderer is one file: the server imports it again after a rebuild (a new URL), and a
      // chunk importing the entry by its plain URL would get a second copy of React, the router and SWR.
      output: isSsrBuild ? { codeSplitting: false } : {
        // The framework goes in a shared vendor chunk; everything else the entry imports statically stays in
        // the entry chunk rather than in small common chunks (one request each, and HTTP/1.1 pays a round trip
        // per request). Lazily loaded pages and icon paths keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: PUBLIC_PAGE_GROUPS_BELOW + 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'initial', priority: PUBLIC_PAGE_GROUPS_BELOW + 1, tags: ['$initial'] },
            // How a failed call reads (errorMessage, isApiError): the pages import it, not only the API client, and a
            // page must not download the client with it (see apiCallsGroup).
            {
              name: 'api-errors',
              priority: PUBLIC_PAGE_GROUPS_BELOW + 1,
              test: /packages[\\/]api-client[\\/]src[\\/]api-error\.ts$/,
            },
            // How a page shows a notice (its toaster's code is fetched with the first one): the artist page and the
            // contact form import it, and the contact form must not download the artist page's chunk with it.
            {
              name: 'notices',
              priority: PUBLIC_PAGE_GROUPS_BELOW + 1,
              test: /[\\/]web[\\/]src[\\/]lib[\\/]toaster\.tsx$/,
            },
            // A link out of the site: the artist page and the content pages draw it, and a content page must not
            // download the artist page's chunk with it.
            {
              name: 'external-link',
              priority: PUBLIC_PAGE_GROUPS_BELOW + 1,
              test: /[\\/]web[\\/]src[\\/]components[\\/]ExternalLink\.tsx$/,
            },
            apiCallsGroup(),
            pageIconsGroup(),
            ...publicPageGroups(),
          ],
        },
      },
    },
  },
}));
