import '@blueprintjs/core/lib/css/blueprint.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { installIconLoader } from './lib/icons';
import { applyTheme, readStoredTheme } from './lib/theme';

// Apply the theme before the first render so a dark page never flashes white.
applyTheme(readStoredTheme());
installIconLoader();

/** The built stylesheet loads without blocking the first paint; the app waits for it so nothing shows unstyled. */
async function stylesApplied(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!link) return;
  if (!link.sheet) {
    await new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    });
  }
  link.media = 'all';
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const router = createAppRouter();
void stylesApplied().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
