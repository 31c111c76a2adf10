// The page's loader script (app-loader.ts) run in a document, with a stand-in for the app: a controlled select as React
// keeps one (its change read, the shown value put back to the app's state at once, the new state drawn a little later).
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_INTENT_EVENTS,
  APP_LOADER_SCRIPT,
  APP_ON_INTENT_ATTRIBUTE,
  APP_SCRIPTS_TEMPLATE_ID,
} from './app-loader';
import { APP_DUE_ATTRIBUTE } from './lib/app-due';
import { APP_READY_EVENT } from './lib/app-ready';

const task = () => new Promise((resolve) => setTimeout(resolve, 0));

function page() {
  document.body.innerHTML =
    `<template id="${APP_SCRIPTS_TEMPLATE_ID}"></template>` +
    '<select id="sort"><option value="">Newest</option><option value="name">Name</option></select>';
  new Function(APP_LOADER_SCRIPT)();
  const select = document.querySelector('select')!;
  /** The app's state, and every value the app was told of. */
  const app = { state: '', heard: [] as string[] };
  const takeOver = () => {
    select.addEventListener('change', () => {
      app.heard.push(select.value);
      const chosen = select.value;
      select.value = app.state;
      setTimeout(() => {
        app.state = chosen;
        select.value = chosen;
      }, 0);
    });
    document.dispatchEvent(new Event(APP_READY_EVENT));
  };
  return { select, app, takeOver };
}

describe('what a visitor does before the app has taken over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('a choice made before is played again once the app has taken over', async () => {
    const { select, app, takeOver } = page();
    select.value = 'name';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    takeOver();
    for (let i = 0; i < 5; i++) await task();
    expect(app.state).toBe('name');
    expect(select.value).toBe('name');
  });

  it('the app taking over in the middle of a choice (between its input and its change) keeps the choice', async () => {
    const { select, app, takeOver } = page();
    // The app's code runs as the choice's input event is dispatched (React hydrates at once what an event reaches).
    select.addEventListener('input', takeOver, { once: true });
    select.value = 'name';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    for (let i = 0; i < 5; i++) await task();
    expect(app.heard.every((value) => value === 'name')).toBe(true);
    expect(app.state).toBe('name');
  });
});

describe('a first view that needs the app only when the visitor acts', () => {
  const entry = '/assets/index-test.js';
  afterEach(() => {
    // A loader still waiting (its page never acted on) is let go, so the next page's counts are its own.
    window.dispatchEvent(new Event('pointermove'));
    document.body.innerHTML = '';
    document.head.querySelectorAll('script[src], link[rel=modulepreload]').forEach((tag) => tag.remove());
  });

  /** A signed-out first view marked for the app on intent, its theme as the server knew it, and its parts' markup. */
  function firstView(theme = 'light', parts = '') {
    document.body.innerHTML =
      `<div id="root" data-first-view="${theme}" data-signed-out ${APP_ON_INTENT_ATTRIBUTE}>` +
      `<button id="menu" type="button">Menu</button>${parts}</div>` +
      `<template id="${APP_SCRIPTS_TEMPLATE_ID}"><script type="module" src="${entry}"></script></template>`;
    new Function(APP_LOADER_SCRIPT)();
  }
  const asked = () => document.head.querySelector(`script[src="${entry}"]`) !== null;
  const waitForTheFallback = () => new Promise((resolve) => setTimeout(resolve, 1100));

  it('asks for nothing while the visitor only reads, past the paint and the second a paint is waited for', async () => {
    firstView();
    await waitForTheFallback();
    expect(asked()).toBe(false);
    expect(document.getElementById(APP_SCRIPTS_TEMPLATE_ID)).not.toBeNull();
  });

  it.each(APP_INTENT_EVENTS.split(' '))(
    'asks for the app once at the first %s, and no more after it',
    async (kind) => {
      firstView();
      window.dispatchEvent(new Event(kind));
      expect(asked()).toBe(true);
      expect(document.getElementById(APP_SCRIPTS_TEMPLATE_ID)).toBeNull();
      window.dispatchEvent(new Event(kind));
      expect(document.head.querySelectorAll(`script[src="${entry}"]`)).toHaveLength(1);
    },
  );

  it('asks for the app when a part that goes stale is due, if the visitor has not acted before', async () => {
    firstView('light', `<div ${APP_DUE_ATTRIBUTE}="600"></div>`);
    await task();
    expect(asked()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked()).toBe(true);
    expect(document.getElementById(APP_SCRIPTS_TEMPLATE_ID)).toBeNull();
  });

  it('a visitor acting before a part is due has the app then, and once', async () => {
    firstView('light', `<div ${APP_DUE_ATTRIBUTE}="200"></div>`);
    window.dispatchEvent(new Event('scroll'));
    expect(asked()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.head.querySelectorAll(`script[src="${entry}"]`)).toHaveLength(1);
  });

  it('keeps a click on a button for the app, and asks for the app at once', () => {
    firstView();
    const menu = document.getElementById('menu')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    menu.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(asked()).toBe(true);
  });

  it('a first view without the mark loads after its first paint, as before', async () => {
    document.body.innerHTML =
      '<div id="root" data-first-view="light" data-signed-out></div>' +
      `<template id="${APP_SCRIPTS_TEMPLATE_ID}"><script type="module" src="${entry}"></script></template>`;
    new Function(APP_LOADER_SCRIPT)();
    await waitForTheFallback();
    expect(asked()).toBe(true);
  });

  // A theme chosen in this browser is shown by the app (its Theme menu), whether or not the page was drawn in it.
  it.each([
    ['dark', 'light'],
    ['light', 'light'],
  ])(
    'a visitor who chose the %s theme in this browser, on a page drawn %s, gets the app after the paint',
    async (chosen, drawn) => {
      window.localStorage.setItem('ui-theme', chosen);
      try {
        firstView(drawn);
        await waitForTheFallback();
        expect(asked()).toBe(true);
      } finally {
        window.localStorage.removeItem('ui-theme');
      }
    },
  );

  it('a first view whose theme the server did not know loads after its paint on a dark system (it is hidden until then)', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('dark'),
      media: query,
    })) as typeof window.matchMedia;
    try {
      firstView('unknown');
      await waitForTheFallback();
      expect(asked()).toBe(true);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
