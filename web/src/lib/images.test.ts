import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant } from './images';

describe('imageVariant', () => {
  it('asks for the 400 px file of an upload for small images', () => {
    expect(imageVariant('/uploads/ab/ab12cd-1600.webp', 'small')).toBe('/uploads/ab/ab12cd-400.webp');
    expect(imageVariant('/uploads/ab/ab12cd-1600.webp', 'large')).toBe('/uploads/ab/ab12cd-1600.webp');
  });

  it('leaves other images alone', () => {
    expect(imageVariant('https://example.org/portrait.jpg', 'small')).toBe(
      'https://example.org/portrait.jpg',
    );
    expect(imageVariant('/uploads/ab/ab12cd.png', 'small')).toBe('/uploads/ab/ab12cd.png');
    expect(imageVariant(null, 'small')).toBeNull();
    expect(imageVariant('', 'large')).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('offers both files of an upload with their widths, and nothing for other images', () => {
    expect(imageSrcSet('/uploads/ab/ab12cd-1600.webp')).toBe(
      '/uploads/ab/ab12cd-400.webp 400w, /uploads/ab/ab12cd-1600.webp 1600w',
    );
    expect(imageSrcSet('https://example.org/portrait.jpg')).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
  });
});
