import type { CSSProperties } from 'react';

/** Works shown at about this height in a row; a row's works grow together to fill its width. */
const ROW_HEIGHT_PX = 220;

/** A work tile's shape: its image's ratio when known (from the data, or once loaded), else square until it loads. */
export function tileStyle(ratio: number): CSSProperties {
  return { flexGrow: ratio, flexBasis: `${Math.round(ratio * ROW_HEIGHT_PX)}px`, '--work-ratio': String(ratio) } as CSSProperties;
}

/** The same shape set on a tile of a page's markup (an adopted first view), once its image has told its size. */
export function shapeTile(tile: HTMLElement, ratio: number): void {
  tile.style.flexGrow = String(ratio);
  tile.style.flexBasis = `${Math.round(ratio * ROW_HEIGHT_PX)}px`;
  tile.style.setProperty('--work-ratio', String(ratio));
}
