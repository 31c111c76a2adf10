import { BlueprintProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { installBlueprintIconLoader } from '@/lib/blueprint-icons';

installBlueprintIconLoader();

/**
 * The screens built on Blueprint (the CV editor, the profile, contact, the dashboard, the admin area) render inside
 * this: Blueprint's code and stylesheet come with those screens' own downloads, never with a public page's.
 */
export function BlueprintScope({ children }: { children: ReactNode }) {
  return <BlueprintProvider>{children}</BlueprintProvider>;
}
