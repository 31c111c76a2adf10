import './ui.css';
import { useEffect, useState } from 'react';
import { cx } from './classes';

/** An icon's drawing: SVG path data on a 16 or 20 unit grid. */
export type IconPaths = readonly string[];

/** Where an icon's drawing comes from (the app registers one: each icon is its own small download). */
export type IconLoader = (name: string, grid: 16 | 20) => Promise<IconPaths | undefined>;

let loader: IconLoader | undefined;
const drawn = new Map<string, IconPaths>();
const pending = new Map<string, Promise<IconPaths | undefined>>();

/** Sets where icons' drawings come from; icons already drawn stay. */
export function setIconLoader(next: IconLoader): void {
  loader = next;
}

function keyOf(name: string, grid: 16 | 20): string {
  return `${grid}:${name}`;
}

/**
 * Drawings known at once (the icons of the pages a visit starts on): these icons draw in the first render, on the
 * server too, with no download and no second render.
 */
export function addIconDrawings(grid: 16 | 20, drawings: Record<string, IconPaths>): void {
  for (const [name, paths] of Object.entries(drawings)) drawn.set(keyOf(name, grid), paths);
}

function load(name: string, grid: 16 | 20): Promise<IconPaths | undefined> {
  const key = keyOf(name, grid);
  let request = pending.get(key);
  if (!request) {
    request = (loader ? loader(name, grid) : Promise.resolve(undefined)).then(
      (paths) => {
        if (paths) drawn.set(key, paths);
        return paths;
      },
      () => undefined,
    );
    pending.set(key, request);
  }
  return request;
}

export interface IconProps {
  /** The icon's name (Blueprint's icon names: 'search', 'map-marker', …). */
  icon: string;
  /** Drawn size in px; 20 and above use the larger drawing. */
  size?: number;
  className?: string;
  /** An icon that says something on its own gets a name; otherwise it is decoration, hidden from assistive technology. */
  title?: string;
}

/**
 * An SVG icon. Its drawing arrives on its own (see setIconLoader); until then the icon keeps its place, blank.
 */
export function Icon({ icon, size = 16, className, title }: IconProps) {
  const grid = size >= 20 ? 20 : 16;
  const key = keyOf(icon, grid);
  const [paths, setPaths] = useState<{ key: string; paths: IconPaths } | undefined>(() => {
    const known = drawn.get(key);
    return known ? { key, paths: known } : undefined;
  });
  const current = paths?.key === key ? paths.paths : drawn.get(key);

  useEffect(() => {
    if (drawn.has(key)) return;
    let live = true;
    void load(icon, grid).then((loaded) => {
      if (live && loaded) setPaths({ key, paths: loaded });
    });
    return () => {
      live = false;
    };
  }, [icon, grid, key]);

  return (
    <span
      className={cx('ui-icon', className)}
      data-icon={icon}
      style={{ width: size, height: size }}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {current ? (
        <svg width={size} height={size} viewBox={`0 0 ${grid} ${grid}`} fill="currentColor" focusable="false">
          {current.map((d) => (
            <path key={d} d={d} fillRule="evenodd" />
          ))}
        </svg>
      ) : null}
    </span>
  );
}
