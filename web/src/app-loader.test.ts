// The page's loader script (app-loader.ts) run in a document, with a stand-in for the app: a controlled select as React
// keeps one (its change read, the shown value put back to the app's state at once, the new state drawn a little later).
import { afterEach, describe, expect, it } from 'vitest';
import { APP_LOADER_SCRIPT, APP_READY_EVENT, APP_SCRIPTS_TEMPLATE_ID } from './app-loader';

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
