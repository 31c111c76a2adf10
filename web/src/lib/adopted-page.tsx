// A page's first view adopted as the server drew it, for a signed-out visitor's first page (a route marked `adopted` in
// the contract's list of public routes): the app's first render keeps the server's markup as it is instead of drawing
// the page again, so the first visit downloads the app's frame and the page's few live parts (islands), not the whole
// page's code. Reading, scrolling, the section links, the downloads and the links out work as markup does; a link
// within the app is followed by the app's router; a control the page's own code answers (a work to open) fetches that
// code, which draws the page in place, and the click is played again on the same control. An image that cannot be
// loaded has the page's code draw its fallback likewise.
import { type ComponentType, type ReactNode, type Ref, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADOPTED_FRAME_ATTRIBUTE, ISLAND_ATTRIBUTE } from './adopted-frame';
import { notify } from './toaster';

/**
 * The element around a page whose first view may be adopted, the same on the server and in the app: its content is
 * the markup adopted (`markup`) or the page (`children`).
 */
export function AdoptedFrame({ markup, children, ref }: { markup?: string; children?: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const attributes = { [ADOPTED_FRAME_ATTRIBUTE]: '', className: 'adopted-frame', ref };
  // The server's markup of this very page: React adopts it as it is (it neither compares nor draws it again).
  return markup === undefined ? <div {...attributes}>{children}</div> : <div {...attributes} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/**
 * Addresses the server answers itself (documents, uploads, sign-in), not pages of the app. (Not the contract's
 * `isAppPage`: reading it keeps its page patterns in the entry every public page downloads, over the JS budget.)
 */
const SERVER_ADDRESS = /^\/(?:api|uploads|connect|oidc)(?:\/|$)/;

/** The app's address a click on `link` goes to, or undefined when the browser should follow it (or not) itself. */
export function inAppAddress(link: HTMLAnchorElement, event: MouseEvent, current: Location): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || !link.hasAttribute('href')) return undefined;
  const url = new URL(link.getAttribute('href')!, current.href);
  if (url.origin !== current.origin || SERVER_ADDRESS.test(url.pathname)) return undefined;
  // A section of this page: the browser scrolls to it (and the router hears the address's new hash).
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

type Place = { anchor: string | undefined; path: number[] };

/**
 * Where `element` is within `frame`: the nearest ancestor with an id (a section) and the child positions from it down,
 * which find the same control in the page its own code draws from the same data.
 */
export function placeOf(element: Element, frame: Element): Place {
  const path: number[] = [];
  let node: Element = element;
  while (node !== frame && !node.id && node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  return { anchor: node !== frame && node.id ? node.id : undefined, path };
}

/** The element at `place` within `frame`, if the page drawn there has one. */
export function elementAt(place: Place, frame: Element): Element | undefined {
  let node: Element | null | undefined = place.anchor ? frame.querySelector(`#${CSS.escape(place.anchor)}`) : frame;
  for (const index of place.path) node = node?.children[index];
  return node ?? undefined;
}

/** Said when the page's code could not be fetched for the control the visitor acted on. */
export const ADOPTED_PAGE_FAILED = 'This could not be opened: part of the page did not load. Check your connection and try again.';

/** What to do once the page's code has drawn the page in place of the markup. */
interface Redraw {
  /** The control to act on again (the visitor's click), if the visitor is still waiting for it. */
  replay?: Place;
  /** The element to keep where it was on screen (its top, in the viewport), so the page does not move. */
  anchor?: { place: Place; top: number };
  /** The folds (`<details>`) the visitor had opened: the page's code draws them closed. */
  opened: Place[];
}

const inViewport = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
};

/**
 * The server's markup of the page, kept as it is, with `islands` drawn into it once it is on screen (each a portal
 * into an element of the markup marked with ISLAND_ATTRIBUTE); `load` fetches the page's own drawing (its content
 * inside the frame), which replaces the markup when the visitor acts on a control or an image fails. The control is
 * marked busy meanwhile; a click the visitor moved on from (Escape, the focus elsewhere, scrolled out of sight) is not
 * played again; the page stays where it was on screen, its open folds open.
 */
export function AdoptedPage({
  markup,
  load,
  islands,
  drawNow = false,
}: {
  markup: string;
  load: () => Promise<ComponentType>;
  islands?: (frame: HTMLElement) => ReactNode;
  /** The markup cannot stand as it is (the page's data did not come with it): the page's code draws it at once. */
  drawNow?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [Page, setPage] = useState<ComponentType | null>(null);
  const redraw = useRef<Redraw | undefined>(undefined);
  const navigate = useNavigate();
  useLayoutEffect(() => setFrame(ref.current), []);

  useLayoutEffect(() => {
    const done = redraw.current;
    const drawn = ref.current;
    redraw.current = undefined;
    if (!done || !drawn) return;
    for (const place of done.opened) {
      const fold = elementAt(place, drawn);
      if (fold instanceof HTMLDetailsElement) fold.open = true;
    }
    const anchor = done.anchor && elementAt(done.anchor.place, drawn);
    if (anchor && done.anchor) window.scrollBy(0, anchor.getBoundingClientRect().top - done.anchor.top);
    const again = done.replay && elementAt(done.replay, drawn);
    if (!(again instanceof HTMLElement)) return;
    again.focus({ preventScroll: true });
    again.click();
  }, [Page]);

  useEffect(() => {
    const element = ref.current;
    if (!element || Page) return;
    // The control the visitor acted on while the page's code is fetched, until they move on from it.
    let waiting: Element | undefined;
    let drawing = false;
    const forget = () => {
      waiting?.removeAttribute('aria-busy');
      waiting = undefined;
    };
    const draw = () => {
      if (drawing) return;
      drawing = true;
      load().then(
        (Loaded) => {
          const control = waiting;
          const wanted =
            control !== undefined &&
            element.contains(control) &&
            inViewport(control) &&
            (document.activeElement === control || document.activeElement === document.body || document.activeElement === null);
          // The element in the middle of the screen (or the control) stays where it is when the page is drawn again.
          const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
          const anchor = wanted ? control : middle && element.contains(middle) ? middle : undefined;
          redraw.current = {
            replay: wanted ? placeOf(control, element) : undefined,
            anchor: anchor ? { place: placeOf(anchor, element), top: anchor.getBoundingClientRect().top } : undefined,
            opened: [...element.querySelectorAll('details[open]')].map((fold) => placeOf(fold, element)),
          };
          forget();
          setPage(() => Loaded);
        },
        () => {
          drawing = false;
          if (waiting) notify({ title: 'Error', description: ADOPTED_PAGE_FAILED, intent: 'danger' });
          forget();
        },
      );
    };
    const controlOf = (target: EventTarget | null) => {
      const control = target instanceof Element ? target.closest('button, [role="button"]') : null;
      return control && element.contains(control) && !control.closest(`[${ISLAND_ATTRIBUTE}]`) ? control : undefined;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      if (event.target.closest(`[${ISLAND_ATTRIBUTE}]`)) return;
      const link = event.target.closest('a');
      if (link && element.contains(link)) {
        const to = inAppAddress(link, event, window.location);
        if (to === undefined) return;
        event.preventDefault();
        navigate(to);
        return;
      }
      const control = controlOf(event.target);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      forget();
      waiting = control;
      control.setAttribute('aria-busy', 'true');
      draw();
    };
    // Escape, or the focus on another element: the visitor has moved on from the control they acted on.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') forget();
    };
    const onFocus = (event: FocusEvent) => {
      if (waiting && event.target !== waiting) forget();
    };
    // An image that cannot be loaded: the page's code draws its fallback in its place (the name's initials, 'Image
    // unavailable'), as it does for a page it draws itself; the stylesheet draws them over the broken image meanwhile.
    const broken = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && Boolean(img.getAttribute('src'));
    const onError = (event: Event) => {
      // (A live part's own image, a supporter's portrait say, is its own to replace.)
      if (event.target instanceof HTMLImageElement && !event.target.closest(`[${ISLAND_ATTRIBUTE}]`)) draw();
    };
    if (drawNow || [...element.querySelectorAll('img')].some(broken)) draw();
    // The page's code starts downloading as soon as a control is pointed at or reached with the keyboard (fetched again
    // on the next try when it failed).
    const onApproach = (event: Event) => {
      if (controlOf(event.target)) void load().catch(() => undefined);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('pointerover', onApproach);
    element.addEventListener('focusin', onApproach);
    // `error` does not bubble: heard on its way down.
    element.addEventListener('error', onError, true);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocus);
    return () => {
      forget();
      element.removeEventListener('error', onError, true);
      element.removeEventListener('click', onClick);
      element.removeEventListener('pointerover', onApproach);
      element.removeEventListener('focusin', onApproach);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocus);
    };
  }, [navigate, load, Page, drawNow]);

  // A new element once the page draws itself (React does not swap a markup for children in one element).
  return (
    <>
      {Page ? (
        <AdoptedFrame key="page" ref={ref}>
          <Page />
        </AdoptedFrame>
      ) : (
        <AdoptedFrame key="markup" ref={ref} markup={markup} />
      )}
      {frame && islands && !Page ? islands(frame) : null}
    </>
  );
}
