import * as v from 'valibot';
import { publicArtistResponse } from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { GalleryItem } from '../gallery/gallery-item.entity.ts';
import { artistWithProfile, json, uniqueEmail } from './artist.fixtures.ts';

describe.each(engines())('the public artist page on %s', (engine) => {
  const site = testSite(engine);

  it('maps the editor’s sections onto the public shape, most recent first, without review or private fields', async () => {
    const { browser, profile } = await artistWithProfile(site.server, {
      fullName: 'Ana Mendieta',
      displayName: '',
      email: 'ana@oeuvre.test',
      website: 'https://ana.example',
      city: 'Havana',
      country: 'Cuba',
      artistStatement: 'Earth-body works.\n\nMade between 1973 and 1980.',
      profileImageUrl: '/uploads/ab/portrait.webp',
      disciplines: ['performance'],
    });
    const add = async (segment: string, body: object) => {
      const res = await browser.fetch(`/api/artists/${profile.id}/${segment}`, {
        method: 'POST',
        json: body,
      });
      expect(res.status, `${segment}: ${await res.clone().text()}`).toBe(201);
    };
    await add('social-media', { platform: 'instagram', username: '@ana' });
    await add('education', { institution: 'University of Iowa', degree: 'BA', years: '1967-1972' });
    await add('education', {
      institution: 'University of Iowa',
      degree: 'MFA',
      years: '1972-1977',
      notes: 'Intermedia',
    });
    await add('solo-exhibitions', { title: 'Early', venue: 'A.I.R.', city: 'New York', year: 1979 });
    await add('solo-exhibitions', { title: 'Later', venue: 'Whitechapel', city: 'London', year: '1981' });
    await add('group-exhibitions', {
      title: 'Dialectics of Isolation',
      venue: 'A.I.R.',
      city: 'New York',
      year: '1980',
    });
    await add('awards', {
      name: 'Guggenheim Fellowship',
      presenter: 'Guggenheim Foundation',
      year: '1980',
      notes: 'Sculpture',
    });
    await add('grants', {
      type: 'grant',
      name: 'NEA Grant',
      organization: 'NEA',
      year: '1978',
      description: 'For sculpture',
    });
    await add('grants', { type: 'fellowship', name: 'Fellowship', organization: 'Foundation', year: '1982' });
    await add('grants', {
      type: 'residency',
      name: 'Rome Prize',
      organization: 'American Academy in Rome',
      year: '1983',
      duration: '1 year',
      location: 'Rome',
    });
    await add('collections', { name: 'MoMA', type: 'public', year: '1990', location: 'New York' });
    await add('collections', { name: 'Private', type: 'private' });
    await add('bibliography', {
      type: 'article',
      title: 'Silueta',
      publication: 'Artforum',
      author: 'L. Lippard',
      year: '1981',
      url: 'https://a.example',
    });
    await add('works', { title: 'Untitled', medium: 'Earth', year: '1976', imageUrl: '/uploads/ab/w.webp' });
    await add('commissions', { title: 'Mural', commissioner: 'City', year: '1979' });
    await add('teaching', { role: 'Lecturer', institution: 'SVA', year: '1982' });
    await add('affiliations', { name: 'A.I.R. Gallery', type: 'member', duration: '1978-1982' });
    const em = site.orm.em.fork();
    em.create(GalleryItem, {
      artist: profile.id,
      title: 'Silueta Works',
      fileUrl: '/uploads/ab/g.webp',
      year: '1976',
    });
    await em.flush();

    const admin = await signedInBrowser(site.server, uniqueEmail('admin'), { admin: true });
    const approved = await json(
      await admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} }),
    );

    const res = await site.server.browser().fetch(`/api/artists/${profile.slug}`);
    expect(res.status).toBe(200);
    const page = await json(res);
    expect(v.safeParse(publicArtistResponse, page).success).toBe(true);
    // The public shape: `profile` (the profile's fields) beside the section arrays and galleryItems.
    expect(Object.keys(page)).toEqual([
      'profile',
      'socialMedia',
      'soloExhibitions',
      'groupExhibitions',
      'commissions',
      'residencies',
      'grants',
      'collections',
      'publications',
      'education',
      'teaching',
      'affiliations',
      'works',
      'galleryItems',
      'exhibitedWith',
    ]);
    // Every published entry carries its draft row's id, and a place the venues know its link; both are checked in
    // the projection's and the venues' own tests: here the artist's words.
    const entries = page as unknown as Record<string, unknown>;
    for (const [key, list] of Object.entries(entries)) {
      if (key === 'profile' || key === 'galleryItems' || key === 'exhibitedWith' || !Array.isArray(list)) continue;
      for (const entry of list as Record<string, unknown>[]) {
        expect(entry.id, key).toEqual(expect.any(Number));
        delete entry.id;
        delete entry.linkedVenue;
      }
    }
    expect(entries.exhibitedWith).toEqual([]);
    delete entries.exhibitedWith;
    // A new profile does not show its email unless the artist says so.
    expect((page as { profile: object }).profile).not.toHaveProperty('email');
    expect(page).toEqual({
      profile: {
        id: profile.id,
        slug: profile.slug,
        fullName: 'Ana Mendieta',
        displayName: null,
        city: 'Havana',
        country: 'Cuba',
        website: 'https://ana.example',
        artistStatement: 'Earth-body works.\n\nMade between 1973 and 1980.',
        profileImageUrl: '/uploads/ab/portrait.webp',
        disciplines: ['performance'],
        createdAt: profile.createdAt,
        publishedAt: approved.publishedAt,
      },
      socialMedia: [{ platform: 'instagram', username: '@ana' }],
      education: [
        { institution: 'University of Iowa', degree: 'MFA', years: '1972-1977', notes: 'Intermedia' },
        { institution: 'University of Iowa', degree: 'BA', years: '1967-1972', notes: null },
      ],
      soloExhibitions: [
        { title: 'Later', venue: 'Whitechapel', city: 'London', year: '1981', notes: null },
        { title: 'Early', venue: 'A.I.R.', city: 'New York', year: '1979', notes: null },
      ],
      groupExhibitions: [
        { title: 'Dialectics of Isolation', venue: 'A.I.R.', city: 'New York', year: '1980', notes: null },
      ],
      commissions: [{ title: 'Mural', commissioner: 'City', description: null, year: '1979' }],
      // Beyond the basic public fields, every field the artist entered (kind of grant, place, publication, pages...).
      grants: [
        {
          name: 'Fellowship',
          grantor: 'Foundation',
          year: '1982',
          notes: null,
          type: 'fellowship',
          location: null,
          duration: null,
          amount: null,
        },
        {
          name: 'Guggenheim Fellowship',
          grantor: 'Guggenheim Foundation',
          year: '1980',
          notes: 'Sculpture',
          type: 'award',
          location: null,
          duration: null,
          amount: null,
        },
        {
          name: 'NEA Grant',
          grantor: 'NEA',
          year: '1978',
          notes: 'For sculpture',
          type: 'grant',
          location: null,
          duration: null,
          amount: null,
        },
      ],
      residencies: [
        {
          program: 'Rome Prize',
          host: 'American Academy in Rome',
          duration: '1 year',
          year: '1983',
          location: 'Rome',
          amount: null,
          notes: null,
        },
      ],
      publications: [
        {
          title: 'Silueta',
          author: 'L. Lippard',
          year: '1981',
          link: 'https://a.example',
          type: 'article',
          publication: 'Artforum',
          pages: null,
          notes: null,
        },
      ],
      collections: [
        { name: 'MoMA', type: 'public', year: '1990', location: 'New York', workTitle: null, notes: null },
        { name: 'Private', type: 'private', year: null, location: null, workTitle: null, notes: null },
      ],
      teaching: [{ role: 'Lecturer', institution: 'SVA', year: '1982' }],
      affiliations: [{ name: 'A.I.R. Gallery', type: 'member', duration: '1978-1982' }],
      works: [
        {
          title: 'Untitled',
          medium: 'Earth',
          dimensions: null,
          year: '1976',
          imageUrl: '/uploads/ab/w.webp',
          exhibition: null,
        },
      ],
      galleryItems: [
        {
          id: expect.any(Number),
          title: 'Silueta Works',
          description: null,
          fileType: 'image',
          fileUrl: '/uploads/ab/g.webp',
          year: '1976',
          medium: null,
          dimensions: null,
        },
      ],
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await site.server.browser().fetch('/api/artists/nobody-by-this-name');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Artist not found' });
  });
});
