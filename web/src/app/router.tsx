import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/features/info/NotFoundPage';
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

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: BootFrame,
    children: [
      // Static: '/' is the most visited first page, so it must not wait for a second download.
      { index: true, Component: HomeRoute, ErrorBoundary: RouteError },
      page('artists', () => import('@/features/directory/DirectoryPage'), 'DirectoryPage'),
      page('artists/:slug', () => import('@/features/artist/ArtistPage'), 'ArtistPage'),
      page('create-cv', () => import('@/features/cv-editor/CvEditorPage'), 'CvEditorPage'),
      page('profile', () => import('@/features/profile/ProfilePage'), 'ProfilePage'),
      page('about', () => import('@/features/info/AboutPage'), 'AboutPage'),
      page('contact', () => import('@/features/contact/ContactPage'), 'ContactPage'),
      page('privacy', () => import('@/features/info/PrivacyPage'), 'PrivacyPage'),
      page('terms', () => import('@/features/info/TermsPage'), 'TermsPage'),
      page('faq', () => import('@/features/info/FaqPage'), 'FaqPage'),
      page('blog', () => import('@/features/info/BlogPage'), 'BlogPage'),
      page('resources/cv-guide', () => import('@/features/resources/CvGuidePage'), 'CvGuidePage'),
      page('resources/artist-resources', () => import('@/features/resources/ArtistResourcesPage'), 'ArtistResourcesPage'),
      page('admin/*', () => import('@/features/admin/AdminPage'), 'AdminPage'),
      // Static: the error boundary already needs it in the main bundle.
      { path: '*', Component: NotFoundPage, ErrorBoundary: RouteError },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
