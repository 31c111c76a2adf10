// Pictures for the demo artists, drawn here from a seed: abstract works in several manners (colour fields, grids,
// circles, bands, landscapes, gestures) on a textured ground, and painted portraits; no two alike, none shipped.
import sharp from 'sharp';

/** A small deterministic random source (mulberry32) from a text seed. */
export function randomFrom(seed: string): () => number {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 0x9e3779b9);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (r: Random, min: number, max: number) => min + r() * (max - min);
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const round = (n: number) => Math.round(n * 10) / 10;

/** Palettes as painters use them: grounds first, then the colours laid on them. */
const PALETTES: readonly (readonly string[])[] = [
  ['#f2e8d5', '#c8553d', '#2f4858', '#f6ae2d', '#33658a'],
  ['#ece4d4', '#1d3557', '#e63946', '#a8dadc', '#457b9d'],
  ['#f4f1de', '#e07a5f', '#3d405b', '#81b29a', '#f2cc8f'],
  ['#1b1b1e', '#d8dbe2', '#a9bcd0', '#58a4b0', '#373f51'],
  ['#e9e2d0', '#7f5539', '#b08968', '#ddb892', '#344e41'],
  ['#f7ede2', '#f28482', '#84a59d', '#f5cac3', '#f6bd60'],
  ['#0b132b', '#1c2541', '#3a506b', '#5bc0be', '#f0ead6'],
  ['#efe6dd', '#264653', '#2a9d8f', '#e9c46a', '#e76f51'],
  ['#2b2118', '#c9a227', '#8c2f39', '#e8d5b7', '#4a5859'],
  ['#f0efeb', '#222222', '#d62828', '#fcbf49', '#003049'],
  ['#dde5b6', '#6c584c', '#a98467', '#adc178', '#f0ead2'],
  ['#fff8e7', '#5f0f40', '#9a031e', '#fb8b24', '#0f4c5c'],
];

function colourField(r: Random, w: number, h: number, p: readonly string[]): string {
  const blocks = 2 + Math.floor(r() * 2);
  const margin = between(r, 0.06, 0.12);
  const gap = between(r, 0.03, 0.07);
  const usable = 1 - 2 * margin - gap * (blocks - 1);
  const shares = Array.from({ length: blocks }, () => between(r, 0.5, 1.5));
  const total = shares.reduce((a, b) => a + b, 0);
  let y = margin;
  const rects = shares.map((share, i) => {
    const height = (usable * share) / total;
    const rect = `<rect x="${round(w * margin)}" y="${round(h * y)}" width="${round(w * (1 - 2 * margin))}" height="${round(
      h * height,
    )}" rx="${round(w * 0.01)}" fill="${p[1 + ((i + Math.floor(r() * 4)) % 4)]}" opacity="${round(between(r, 0.75, 0.95) * 100) / 100}" filter="url(#soft)"/>`;
    y += height + gap;
    return rect;
  });
  return `<filter id="soft"><feGaussianBlur stdDeviation="${round(between(r, 3, 9))}"/></filter>${rects.join('')}`;
}

function grid(r: Random, w: number, h: number, p: readonly string[]): string {
  const cells: string[] = [];
  const line = round(between(r, 6, 14));
  const split = (x: number, y: number, cw: number, ch: number, depth: number) => {
    if (depth > 3 || (depth > 1 && r() < 0.3) || cw < w * 0.12 || ch < h * 0.12) {
      const fill = r() < 0.6 ? p[0] : pick(r, p.slice(1));
      cells.push(
        `<rect x="${round(x)}" y="${round(y)}" width="${round(cw)}" height="${round(ch)}" fill="${fill}" stroke="#161616" stroke-width="${line}"/>`,
      );
      return;
    }
    if (cw > ch ? r() < 0.75 : r() < 0.25) {
      const at = cw * between(r, 0.25, 0.75);
      split(x, y, at, ch, depth + 1);
      split(x + at, y, cw - at, ch, depth + 1);
    } else {
      const at = ch * between(r, 0.25, 0.75);
      split(x, y, cw, at, depth + 1);
      split(x, y + at, cw, ch - at, depth + 1);
    }
  };
  split(0, 0, w, h, 0);
  return cells.join('');
}

function circles(r: Random, w: number, h: number, p: readonly string[]): string {
  const count = 4 + Math.floor(r() * 9);
  return Array.from({ length: count }, (_, i) => {
    const radius = Math.min(w, h) * between(r, 0.04, i === 0 ? 0.38 : 0.2);
    const cx = round(between(r, 0.1, 0.9) * w);
    const cy = round(between(r, 0.1, 0.9) * h);
    const rings = r() < 0.4 ? 3 : 1;
    return Array.from(
      { length: rings },
      (_, k) =>
        `<circle cx="${cx}" cy="${cy}" r="${round(radius * (1 - k * 0.28))}" fill="${pick(r, p.slice(1))}" opacity="${
          round(between(r, 0.6, 0.95) * 100) / 100
        }"/>`,
    ).join('');
  }).join('');
}

function bands(r: Random, w: number, h: number, p: readonly string[]): string {
  const count = 6 + Math.floor(r() * 18);
  const angle = pick(r, [0, 0, 90, round(between(r, -35, 35))]);
  const size = Math.hypot(w, h);
  const step = size / count;
  const stripes = Array.from(
    { length: count },
    (_, i) =>
      `<rect x="${round(-size / 2 + i * step)}" y="${round(-size / 2)}" width="${round(step * between(r, 0.45, 1))}" height="${round(
        size,
      )}" fill="${p[1 + (i % 4)]}"/>`,
  ).join('');
  return `<g transform="translate(${w / 2} ${h / 2}) rotate(${angle})">${stripes}</g>`;
}

function landscape(r: Random, w: number, h: number, p: readonly string[]): string {
  const layers = 3 + Math.floor(r() * 3);
  const sun =
    r() < 0.6
      ? `<circle cx="${round(between(r, 0.15, 0.85) * w)}" cy="${round(between(r, 0.12, 0.35) * h)}" r="${round(
          between(r, 0.04, 0.1) * w,
        )}" fill="${p[4]}" opacity="0.9"/>`
      : '';
  const hills = Array.from({ length: layers }, (_, i) => {
    const base = h * (0.4 + (i / layers) * 0.5);
    const points = Array.from(
      { length: 7 },
      (_, k) => `${round((k / 6) * w)},${round(base - between(r, 0, h * 0.14))}`,
    );
    return `<path d="M0,${h} L${points.join(' L')} L${w},${h} Z" fill="${p[1 + ((i + 1) % 4)]}" opacity="${
      round((0.7 + (i / layers) * 0.3) * 100) / 100
    }"/>`;
  }).join('');
  return `<rect width="${w}" height="${round(h * 0.6)}" fill="${p[1 + Math.floor(r() * 4)]}" opacity="0.35"/>${sun}${hills}`;
}

function gestures(r: Random, w: number, h: number, p: readonly string[]): string {
  const count = 12 + Math.floor(r() * 30);
  return Array.from({ length: count }, () => {
    const x = () => round(between(r, -0.05, 1.05) * w);
    const y = () => round(between(r, -0.05, 1.05) * h);
    return `<path d="M${x()},${y()} C${x()},${y()} ${x()},${y()} ${x()},${y()}" fill="none" stroke="${pick(
      r,
      p.slice(1),
    )}" stroke-width="${round(between(r, 2, Math.min(w, h) * 0.05))}" stroke-linecap="round" opacity="${
      round(between(r, 0.5, 0.95) * 100) / 100
    }"/>`;
  }).join('');
}

const MANNERS = { colourField, grid, circles, bands, landscape, gestures } as const;
export type Manner = keyof typeof MANNERS;
export const MANNER_NAMES = Object.keys(MANNERS) as Manner[];

/** The SVG of an abstract work; `manner` is chosen from the seed when not given. */
export function artworkSvg(seed: string, width: number, height: number, manner?: Manner): string {
  const r = randomFrom(seed);
  const palette = pick(r, PALETTES);
  const chosen = manner ?? pick(r, MANNER_NAMES);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${palette[0]}"/>${MANNERS[chosen](r, width, height, palette)}</svg>`;
}

/** A painted head and shoulders: background, clothes, skin, hair and features vary with the seed. */
export function portraitSvg(seed: string, size: number): string {
  const r = randomFrom(`portrait:${seed}`);
  const palette = pick(r, PALETTES);
  const skin = pick(r, ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a86b3c', '#6b4226']);
  const hair = pick(r, ['#2c1b10', '#0d0d0d', '#6a4e42', '#b89778', '#d6c4a8', '#8d4a2a', '#9e9e9e']);
  const s = size;
  const headX = round(s * between(r, 0.44, 0.56));
  const headY = round(s * between(r, 0.36, 0.44));
  const rx = round(s * between(r, 0.13, 0.17));
  const ry = round(rx * between(r, 1.15, 1.4));
  const hairStyle = Math.floor(r() * 3);
  const hairShape =
    hairStyle === 0
      ? `<ellipse cx="${headX}" cy="${round(headY - ry * 0.35)}" rx="${round(rx * 1.12)}" ry="${round(ry * 0.8)}" fill="${hair}"/>`
      : hairStyle === 1
        ? `<path d="M${round(headX - rx * 1.25)},${round(headY + ry * 1.4)} Q${round(headX - rx * 1.5)},${round(headY - ry * 1.5)} ${headX},${round(
            headY - ry * 1.2,
          )} Q${round(headX + rx * 1.5)},${round(headY - ry * 1.5)} ${round(headX + rx * 1.25)},${round(headY + ry * 1.4)} Z" fill="${hair}"/>`
        : `<ellipse cx="${headX}" cy="${round(headY - ry * 0.6)}" rx="${round(rx * 0.9)}" ry="${round(ry * 0.45)}" fill="${hair}"/>`;
  const eyeY = round(headY - ry * 0.05);
  const eye = (dx: number) =>
    `<ellipse cx="${round(headX + dx)}" cy="${eyeY}" rx="${round(rx * 0.12)}" ry="${round(rx * 0.07)}" fill="#1a1a1a"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" fill="${palette[0]}"/>
  <g opacity="0.3">${MANNERS[pick(r, ['circles', 'bands', 'gestures'] as const)](r, s, s, palette)}</g>
  <path d="M${round(s * 0.12)},${s} Q${round(s * 0.16)},${round(s * 0.7)} ${headX},${round(s * 0.68)} Q${round(s * 0.84)},${round(
    s * 0.7,
  )} ${round(s * 0.88)},${s} Z" fill="${pick(r, palette.slice(1))}"/>
  <rect x="${round(headX - rx * 0.45)}" y="${round(headY + ry * 0.7)}" width="${round(rx * 0.9)}" height="${round(ry * 0.6)}" fill="${skin}"/>
  ${hairStyle === 1 ? hairShape : ''}
  <ellipse cx="${headX}" cy="${headY}" rx="${rx}" ry="${ry}" fill="${skin}"/>
  ${hairStyle === 1 ? '' : hairShape}
  ${eye(-rx * 0.38)}${eye(rx * 0.38)}
  <path d="M${round(headX - rx * 0.3)},${round(headY + ry * 0.45)} Q${headX},${round(headY + ry * (0.5 + between(r, 0, 0.15)))} ${round(
    headX + rx * 0.3,
  )},${round(headY + ry * 0.45)}" fill="none" stroke="#5a2d2d" stroke-width="${round(s * 0.006)}" stroke-linecap="round"/>
  </svg>`;
}

const TILE = 256;
const grainTiles = new Map<number, Promise<Buffer>>();
/** A tile of grey noise (drawing noise is slow, so a few tiles are made once and repeated). */
function grainTile(sigma: number): Promise<Buffer> {
  let tile = grainTiles.get(sigma);
  if (!tile) {
    tile = sharp({
      create: {
        width: TILE,
        height: TILE,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .raw()
      .toBuffer();
    grainTiles.set(sigma, tile);
  }
  return tile;
}

/**
 * The SVG drawn as a JPEG, as an upload would arrive, under a canvas-like grain (noise blended in soft light; its
 * strength comes from the seed so surfaces differ).
 */
export async function jpegOf(svg: string, seed = svg): Promise<Buffer> {
  const sigma = 8 + 4 * Math.floor(randomFrom(`grain:${seed}`)() * 6);
  return sharp(Buffer.from(svg))
    .composite([
      {
        input: await grainTile(sigma),
        raw: { width: TILE, height: TILE, channels: 3 },
        tile: true,
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 86 })
    .toBuffer();
}

/** Sizes of works: landscape, portrait and square formats. */
export const WORK_FORMATS: readonly (readonly [number, number])[] = [
  [1200, 900],
  [900, 1200],
  [1100, 1100],
  [1400, 900],
  [960, 1280],
];
