import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { adminArtistInput, artistProfileInput } from './artist-profile.ts';
import { bibliographyInput } from './bibliography.ts';
import { isHttpUrl, isImageUrl } from './fields.ts';
import { galleryItem } from './gallery.ts';
import { socialMediaInput } from './social-media.ts';
import { workInput } from './works.ts';
import { uploadResult } from './common.ts';

const hostile = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'data:image/png;base64,iVBORw0KGgo=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.png',
  'http://',
];

const profile = {
  fullName: 'Ana Mendieta',
  email: 'ana@example.org',
  city: 'Havana',
  country: 'Cuba',
  artistStatement: 'Earth-body works made between 1973 and 1980.',
};
const work = { title: 'Untitled', medium: 'Earth', year: '1976' };
const entry = { title: 'Silueta', publication: 'Artforum', year: '1981' };
const item = {
  id: 1,
  title: 'Photo',
  description: null,
  fileType: 'image',
  year: null,
  medium: null,
  dimensions: null,
};

describe.each(hostile)('%s is refused', (url) => {
  test('by every URL field', () => {
    expect(v.safeParse(artistProfileInput, { ...profile, website: url }).success).toBe(false);
    // The admin form reads a bare scheme as "no website" ('https://' alone is treated as none).
    const admin = v.safeParse(adminArtistInput, { ...profile, website: url });
    expect(admin.success ? admin.output.website : 'refused').toBe(url === 'http://' ? null : 'refused');
    expect(v.safeParse(artistProfileInput, { ...profile, profileImageUrl: url }).success).toBe(false);
    expect(v.safeParse(workInput, { ...work, imageUrl: url }).success).toBe(false);
    expect(v.safeParse(bibliographyInput, { ...entry, url }).success).toBe(false);
    expect(v.safeParse(galleryItem, { ...item, fileUrl: url }).success).toBe(false);
    expect(v.safeParse(uploadResult, { fileUrl: url }).success).toBe(false);
  });
  test('by the social username when it names a scheme', () => {
    if (url === 'http://' || url.startsWith(' ')) return;
    expect(v.safeParse(socialMediaInput, { platform: 'other', username: url }).success).toBe(false);
  });
});

test('http(s) URLs pass for links; images are only files stored here (/uploads/...)', () => {
  expect(v.safeParse(artistProfileInput, { ...profile, website: 'https://ana.example' }).success).toBe(true);
  // An image on another host would hand every visitor's address to that host.
  for (const elsewhere of ['https://cdn.example/w.jpg', 'http://cdn.example/w.jpg', '//cdn.example/w.jpg']) {
    expect(v.safeParse(workInput, { ...work, imageUrl: elsewhere }).success).toBe(false);
    expect(v.safeParse(galleryItem, { ...item, fileUrl: elsewhere }).success).toBe(false);
    expect(v.safeParse(artistProfileInput, { ...profile, profileImageUrl: elsewhere }).success).toBe(false);
    expect(v.safeParse(uploadResult, { fileUrl: elsewhere }).success).toBe(false);
  }
  expect(v.safeParse(workInput, { ...work, imageUrl: '/uploads/works/w-1.webp' }).success).toBe(true);
  expect(v.safeParse(bibliographyInput, { ...entry, url: 'http://artforum.example/a' }).success).toBe(true);
  expect(v.safeParse(bibliographyInput, { ...entry, url: '/uploads/a.pdf' }).success).toBe(false);
  expect(v.safeParse(galleryItem, { ...item, fileUrl: '/uploads/g.webp' }).success).toBe(true);
});

test('upload paths cannot climb out or hide a scheme', () => {
  expect(isImageUrl('/uploads/a.webp')).toBe(true);
  expect(isImageUrl('/uploads/../config.json')).toBe(false);
  expect(isImageUrl('/uploads/a"onerror=x.webp')).toBe(false);
  expect(isImageUrl('/images/a.webp')).toBe(false);
  expect(isHttpUrl('https://a.example')).toBe(true);
  expect(isHttpUrl('https:/a.example')).toBe(false);
});
