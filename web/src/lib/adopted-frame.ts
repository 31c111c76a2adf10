// The marks a page's markup carries for its adopted first view (adopted-page.tsx), and what the router gives it: names
// and types only, as the app's entry reads them.

/**
 * The attribute of an element of a page's markup whose content a live part of an adopted first view draws (a portal):
 * its value names the part; clicks inside it are the part's own.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The attribute of the element around a page whose first view may be adopted. */
export const ADOPTED_FRAME_ATTRIBUTE = 'data-adopted-frame';

/** What a page's adopted first view is drawn with (the route's `adopted` module): the markup the server drew for it. */
export interface AdoptedPageProps {
  markup: string;
}
