import { EventEmitter } from 'node:events';
import type { BrowserWindow } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WindowBounds } from './store.ts';
import { MIN_SIZE, restorableBounds, trackWindowState } from './window-state.ts';

const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];

describe('restorable window bounds', () => {
  it('keeps bounds that are on a screen', () => {
    const saved = { x: 50, y: 40, width: 1100, height: 750, maximized: true };
    expect(restorableBounds(saved, screen)).toEqual(saved);
  });

  it('drops bounds left on a screen that is gone, and grows tiny ones to the minimum', () => {
    expect(
      restorableBounds({ x: 2500, y: 100, width: 900, height: 700, maximized: false }, screen),
    ).toBeNull();
    expect(
      restorableBounds({ x: 1900, y: 1060, width: 900, height: 700, maximized: false }, screen),
    ).toBeNull();
    expect(restorableBounds({ x: 10, y: 10, width: 20, height: 20, maximized: false }, screen)).toMatchObject(
      MIN_SIZE,
    );
    expect(restorableBounds(null, screen)).toBeNull();
  });

  it('finds a second screen to the left', () => {
    const saved = { x: -1500, y: 100, width: 1000, height: 700, maximized: false };
    expect(restorableBounds(saved, [...screen, { x: -1920, y: 0, width: 1920, height: 1080 }])).toEqual(
      saved,
    );
  });
});

describe('tracking the window', () => {
  afterEach(() => vi.useRealTimers());

  it('saves shortly after a move or resize, and at once on close', () => {
    vi.useFakeTimers();
    let bounds = { x: 0, y: 0, width: 1280, height: 820 };
    const window = Object.assign(new EventEmitter(), {
      getNormalBounds: () => bounds,
      isMaximized: () => false,
    });
    const saved: WindowBounds[] = [];
    trackWindowState(window as unknown as BrowserWindow, (b) => saved.push(b));

    bounds = { x: 10, y: 10, width: 1000, height: 700 };
    window.emit('move');
    window.emit('resize');
    expect(saved).toHaveLength(0);
    vi.runAllTimers();
    expect(saved).toEqual([{ x: 10, y: 10, width: 1000, height: 700, maximized: false }]);

    bounds = { x: 30, y: 30, width: 1000, height: 700 };
    window.emit('move');
    window.emit('close');
    vi.runAllTimers();
    expect(saved.at(-1)).toEqual({ x: 30, y: 30, width: 1000, height: 700, maximized: false });
    expect(saved).toHaveLength(2);
  });
});
