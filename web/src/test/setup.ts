import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '@/lib/toaster';
// The toaster's code (Blueprint's) loads with the first notice in the app; tests load it up front, as they did when
// every page brought Blueprint, so a test's first toast does not spend its time budget on that download.
import '@/lib/toaster-overlay';
// Likewise the API client (lib/api.ts loads it with the first call): a test's first call does not wait for it.
import '@/lib/api-client';

// Stylesheets are not loaded in these tests (`css: false`; happy-dom fires no load event for them): Blueprint's is
// taken as applied at once. Where it goes in the document is checked in the browser (e2e web-site, web-cv-order).
vi.mock('@/lib/blueprint-styles', () => ({ loadBlueprintStyles: () => Promise.resolve() }));

// The first toast of a file also loads the toaster's code: allow for a busy machine.
configure({ asyncUtilTimeout: 3000 });

// happy-dom loads no images yet calls each one complete with no size, which a browser says only of a broken
// image (see lib/image-failure.ts): here an image is still loading unless a test says otherwise.
if (typeof HTMLImageElement !== 'undefined') {
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
}

afterEach(async () => {
  // Files that run as the server does (`@vitest-environment node`) have no document to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  await clearToasts();
  // A cleared toast leaves through its exit transition, on a timer: wait until it has gone, so no timer of a test's
  // toast runs after its file has ended (and its window with it).
  for (let waited = 0; document.querySelector('.bp6-toast') && waited < 2000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  window.localStorage.clear();
});
