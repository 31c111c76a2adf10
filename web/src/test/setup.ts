import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '@/lib/toaster';

afterEach(async () => {
  cleanup();
  await clearToasts();
  window.localStorage.clear();
});
