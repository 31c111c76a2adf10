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

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
