import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '@/lib/toaster';

// The first toast of a file also loads the toaster's code: allow for a busy machine.
configure({ asyncUtilTimeout: 3000 });

afterEach(async () => {
  // Files that run as the server does (`@vitest-environment node`) have no document to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  await clearToasts();
  window.localStorage.clear();
});
