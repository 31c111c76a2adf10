import { PUBLIC_ROUTES } from '@oeuvre/contract';
import { type ComponentType, use } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { NotFoundPage } from '@/features/info/NotFoundPage';
import { loadBlueprintStylesOnDemand } from '@/lib/blueprint-styles-on-demand';
import { ADOPTED_FRAME_ATTRIBUTE, type AdoptedPageProps } from '@/lib/adopted-frame';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type PageModule = Promise<Record<string, ComponentType>>;

/** The server's markup of the first page, kept for its adopted first view until the visitor leaves that address. */
let firstView: { pathname: string; markup: string } | undefined;

/**
 * Keeps the markup the server drew for a signed-out visitor's first page, when that page's first view may be adopted
 * (its route says `adopted`): the app's first render then draws it as it is, with the page's few live parts, and the
 * page's code loads only when needed. Called once, before the app's first render.
 */
export function adoptFirstView(root: HTMLElement, pathname: string): void {
  // Only a page that may be adopted draws its frame (lib/adopted-page.tsx).
  const frame = root.querySelector(`[${ADOPTED_FRAME_ATTRIBUTE}]`);
  if (frame) firstView = { pathname, markup: frame.innerHTML };
}

/** A page whose code is fetched when it is first needed: `load` fetches it (once); the page draws once it is there. */
interface LazyPage {
  Page: ComponentType;
  /** Fetches what the page at `pathname` needs to draw: its code, or its adopted first view's. */
  load: (pathname: string) => Promise<void>;
  /** Whether what the page at `pathname` needs to draw is there (the page then draws at once). */
  loaded: (pathname: string) => boolean;
}

/** A module's component, fetched once. */
function lazyComponent<P>(load: () => PageModule, exportName: string) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  return {
    get: () => Loaded,
    fetch: () =>
      (loading ??= load().then((module) => {
        Loaded = module[exportName] as ComponentType<P> | undefined;
        if (!Loaded) throw new Error(`The page's module exports no ${exportName}`);
      })),
  };
}

function lazyPage(load: () => PageModule, exportName: string, adopted?: { load: () => PageModule; exportName: string }): LazyPage {
  const page = lazyComponent(load, exportName);
  const view = adopted ? lazyComponent<AdoptedPageProps>(adopted.load, adopted.exportName) : undefined;
  const adoptedAt = (pathname: string) => (view && firstView?.pathname === pathname ? firstView : undefined);
  function Page() {
    const { pathname } = useLocation();
    const first = adoptedAt(pathname);
    const Adopted = view?.get();
    if (first && Adopted) return <Adopted markup={first.markup} />;
    // Fetched before its address is drawn (AppRouter, main.tsx, the server's renderer): waiting here is the exception.
    if (!page.get()) use(page.fetch());
    const Loaded = page.get();
    return Loaded ? <Loaded /> : null;
  }
  return {
    Page,
    load: (pathname) => (adoptedAt(pathname) ? view!.fetch() : page.fetch()),
    loaded: (pathname) => (adoptedAt(pathname) ? view!.get() : page.get()) !== undefined,
  };
}

/** A route whose page code is fetched only when the route is visited. */
function page(path: string, lazy: LazyPage): RouteObject {
  const element = <lazy.Page />;
  return path === '' ? { index: true, element, handle: lazy } : { path, element, handle: lazy };
}

/** A page built on Blueprint: its code, Blueprint's and Blueprint's stylesheet load together when it is visited. */
function blueprintPage(path: string, load: () => PageModule, exportName: string): RouteObject {
  return page(
    path,
    lazyPage(async () => {
      const [{ BlueprintScope }, module] = await Promise.all([import('./BlueprintScope'), load(), loadBlueprintStylesOnDemand()]);
      const Page = module[exportName]!;
      const Scoped = () => (
        <BlueprintScope>
          <Page />
        </BlueprintScope>
      );
      return { [exportName]: Scoped };
    }, exportName),
  );
}

/** The public pages' modules, each fetched only when its route is visited (keys are paths from this folder). */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  './HomePage.tsx',
  '../features/directory/DirectoryPage.tsx',
  '../features/artist/ArtistPage.tsx',
  '../features/artist/ArtistFirstView.tsx',
  '../features/venues/*Page.tsx',
  '../features/info/*Page.tsx',
  '../features/resources/*Page.tsx',
  '!../features/info/NotFoundPage.tsx',
]);

/** The public pages a visit starts on, from the contract's list (which the server and the build read too). */
const publicPages: RouteObject[] = PUBLIC_ROUTES.flatMap(({ path, page: module, adopted }) => {
  if (!module) return [];
  const loaderOf = (file: string) => {
    const load = pageModules[file.replace(/^src\/app\//, './').replace(/^src\//, '../')];
    if (!load) throw new Error(`No page module ${file} for ${path}`);
    return load;
  };
  const adoptedView = adopted ? { load: loaderOf(adopted.module), exportName: adopted.export } : undefined;
  return [page(path.slice(1), lazyPage(loaderOf(module.module), module.export, adoptedView))];
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      ...publicPages,
      blueprintPage('create-cv', () => import('@/features/cv-editor/CvEditorPage'), 'CvEditorPage'),
      blueprintPage('create-cv/import', () => import('@/features/cv-import/CvImportPage'), 'CvImportPage'),
      blueprintPage('profile', () => import('@/features/profile/ProfilePage'), 'ProfilePage'),
      // The contact form is drawn with the light components: no Blueprint code or stylesheet.
      page('contact', lazyPage(() => import('@/features/contact/ContactPage'), 'ContactPage')),
      blueprintPage('admin/*', () => import('@/features/admin/AdminPage'), 'AdminPage'),
      // Static: the error boundary already needs it in the main bundle.
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Fetches the code of the page at `pathname`: a promise while it is not there yet (it settles when it is, or failed),
 * undefined when it is. The app draws an address once this has settled, so the page draws in one go (the server's
 * renderer likewise, before it renders).
 */
export function loadPageOf(pathname: string): Promise<void> | undefined {
  // Another address than the first page's: its adopted first view is no longer what the visitor sees.
  if (firstView && firstView.pathname !== pathname) firstView = undefined;
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route.handle as LazyPage | undefined)
    .filter((lazy): lazy is LazyPage => lazy !== undefined && !lazy.loaded(pathname));
  return pages.length ? Promise.all(pages.map((lazy) => lazy.load(pathname))).then(() => undefined) : undefined;
}

/** The app's pages for the router's address (the app's router in the browser, a static one on the server). */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
