import { PUBLIC_ROUTES } from '@oeuvre/contract';
import { type ComponentType, use } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { NotFoundPage } from '@/features/info/NotFoundPage';
import { loadBlueprintStylesOnDemand } from '@/lib/blueprint-styles-on-demand';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type PageModule = Promise<Record<string, ComponentType>>;

/** A page whose code is fetched when it is first needed: `load` fetches it (once); the page draws once it is there. */
interface LazyPage {
  Page: ComponentType;
  load: () => Promise<void>;
  /** Whether its code is there (the page then draws at once). */
  loaded: () => boolean;
}

function lazyPage(load: () => PageModule, exportName: string): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const fetchPage = () =>
    (loading ??= load().then((module) => {
      Loaded = module[exportName];
      if (!Loaded) throw new Error(`The page's module exports no ${exportName}`);
    }));
  function Page() {
    // Fetched before its address is drawn (AppRouter, main.tsx, the server's renderer): waiting here is the exception.
    if (!Loaded) use(fetchPage());
    return Loaded ? <Loaded /> : null;
  }
  return { Page, load: fetchPage, loaded: () => Loaded !== undefined };
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
  '../features/venues/*Page.tsx',
  '../features/info/*Page.tsx',
  '../features/resources/*Page.tsx',
  '!../features/info/NotFoundPage.tsx',
]);

/** The public pages a visit starts on, from the contract's list (which the server and the build read too). */
const publicPages: RouteObject[] = PUBLIC_ROUTES.flatMap(({ path, page: module }) => {
  if (!module) return [];
  const load = pageModules[module.module.replace(/^src\/app\//, './').replace(/^src\//, '../')];
  if (!load) throw new Error(`No page module ${module.module} for ${path}`);
  return [page(path.slice(1), lazyPage(load, module.export))];
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
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route.handle as LazyPage | undefined)
    .filter((lazy): lazy is LazyPage => lazy !== undefined && !lazy.loaded());
  return pages.length ? Promise.all(pages.map((lazy) => lazy.load())).then(() => undefined) : undefined;
}

/** The app's pages for the router's address (the app's router in the browser, a static one on the server). */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
