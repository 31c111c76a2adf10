import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '@/lib/toaster';

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
  window.localStorage.clear();
});
