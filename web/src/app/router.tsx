import { PUBLIC_ROUTES } from '@oeuvre/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/features/info/NotFoundPage';
import { loadBlueprintStyles } from '@/lib/blueprint-styles';
import { HomeRoute } from './HomeRoute';
import { AppLayout } from './layout/AppLayout';
import { BootFrame } from './layout/BootFrame';
import { RouteError } from './RouteError';

type PageModule = Promise<Record<string, ComponentType>>;

/** A route whose page code is fetched only when the route is visited. */
function page(path: string, load: () => PageModule, exportName: string): RouteObject {
  const lazy = async () => {
    const module = await load();
    return { Component: module[exportName] };
  };
  return path === '' ? { index: true, ErrorBoundary: RouteError, lazy } : { path, ErrorBoundary: RouteError, lazy };
}

/** A page built on Blueprint: its code, Blueprint's and Blueprint's stylesheet load together when it is visited. */
function blueprintPage(path: string, load: () => PageModule, exportName: string): RouteObject {
  return page(
    path,
    async () => {
      const [{ BlueprintScope }, module] = await Promise.all([import('./BlueprintScope'), load(), loadBlueprintStyles()]);
      const Page = module[exportName]!;
      const Scoped = () => (
        <BlueprintScope>
          <Page />
        </BlueprintScope>
      );
      return { [exportName]: Scoped };
    },
    exportName,
  );
}

/** The public pages' modules, each fetched only when its route is visited (keys are paths from this folder). */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/directory/DirectoryPage.tsx',
  '../features/artist/ArtistPage.tsx',
  '../features/info/*Page.tsx',
  '../features/resources/*Page.tsx',
  '!../features/info/NotFoundPage.tsx',
]);

/** The public pages a visit starts on, from the contract's list (which the server and the build read too). */
const publicPages: RouteObject[] = PUBLIC_ROUTES.flatMap(({ path, page: module }) => {
  if (!module) return [];
  const load = pageModules[module.module.replace(/^src\//, '../')];
  if (!load) throw new Error(`No page module ${module.module} for ${path}`);
  return [page(path.slice(1), load, module.export)];
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: BootFrame,
    children: [
      // Static: '/' is the most visited first page, so it must not wait for a second download.
      { index: true, Component: HomeRoute, ErrorBoundary: RouteError },
      ...publicPages,
      blueprintPage('create-cv', () => import('@/features/cv-editor/CvEditorPage'), 'CvEditorPage'),
      blueprintPage('create-cv/import', () => import('@/features/cv-import/CvImportPage'), 'CvImportPage'),
      blueprintPage('profile', () => import('@/features/profile/ProfilePage'), 'ProfilePage'),
      blueprintPage('contact', () => import('@/features/contact/ContactPage'), 'ContactPage'),
      blueprintPage('admin/*', () => import('@/features/admin/AdminPage'), 'AdminPage'),
      // Static: the error boundary already needs it in the main bundle.
      { path: '*', Component: NotFoundPage, ErrorBoundary: RouteError },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
