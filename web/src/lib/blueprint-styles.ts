import blueprintStylesheet from '@blueprintjs/core/lib/css/blueprint.css?url';

let loaded: Promise<void> | undefined;

/** How long a screen waits for the stylesheet before it shows anyway (and takes its styles when they arrive). */
const WAIT_MS = 4000;

/**
 * Adds Blueprint's stylesheet to the document once, for the screens and pieces built on Blueprint (the editor,
 * profile, dashboard and admin screens, the signed-in account menu, toasts); the public pages never load
 * it. It goes in before the app's own stylesheets, as it did when it was part of the app's stylesheet: the app's
 * rules (the toasts below the header, the editor's 44 px targets, the admin's tables) override Blueprint's of the
 * same weight by coming later, whichever of them was downloaded first. Resolves when it applies, failed to load or took
 * longer than WAIT_MS: the screen then works while its styles arrive.
 */
export function loadBlueprintStyles(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    if (typeof document === 'undefined') return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = blueprintStylesheet;
    link.dataset.blueprintStyles = '';
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, WAIT_MS);
    const firstAppStyles = document.head.querySelector(
      'style[data-first-view-styles], link[rel="stylesheet"], style[data-vite-dev-id]',
    );
    document.head.insertBefore(link, firstAppStyles);
  });
  return loaded;
}
