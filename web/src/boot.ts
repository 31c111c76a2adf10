// For a page the server sent drawn (a first view: its HTML and the styles it needs), the server loads this
// instead of the app's entry, and names the entry in `data-entry`: the page paints first, and only then is the
// app's code fetched, so it never competes with what the visitor is waiting to see.
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;

if (entry?.startsWith('/assets/')) {
  requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ entry), 0));
}
