import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { Activity } from '../activity/activity.entity.ts';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { allocateSlugs } from './csv-slugs.ts';
import { insertBatch, prepareBatch } from './csv-batch.ts';
import { artistsCsv, fixture, uploadCsv } from './testing/csv-upload.ts';

type Result = { successful: number; failed: number; errors: string[] };

const NOT_CSV = { message: 'Please select a CSV file' };

describe.each(engines())('CSV upload on %s', (engine) => {
  const site = testSite(engine, { admin: 'importer@oeuvre.test' });

  const profilesByEmail = (domain: string) =>
    site.orm.em.fork().find(ArtistProfile, { email: { $like: `%@${domain}` } }, { orderBy: { id: 'asc' } });

  it('imports the whole converted Tate artist file: published, ownerless profiles, failing rows named by number', async () => {
    const res = await uploadCsv(site.admin, fixture('tate-artists.csv'), { name: 'tate-artists.csv' });
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(result.successful).toBe(2858);
    expect(result.failed).toBe(674);
    expect(result.errors).toHaveLength(674);
    // Magdalena Abakanowicz, born in "Polska": a country and no city, on the first data row.
    expect(result.errors[0]).toBe('Row 2: City is required');
    // Rows with no birthplace at all lack both.
    expect(result.errors).toContain('Row 37: City is required; Country is required');
    expect(result.errors.every((e) => /^Row \d+: /.test(e))).toBe(true);
    const rows = result.errors.map((e) => Number(/^Row (\d+)/.exec(e)![1]));
    expect(rows).toEqual([...rows].sort((a, b) => a - b));

    const imported = await profilesByEmail('artists.example');
    expect(imported).toHaveLength(2858);
    expect(new Set(imported.map((p) => p.slug)).size).toBe(2858);
    for (const profile of imported) {
      expect(profile.source).toBe('csv');
      expect(profile.user).toBeNull();
      expect(profile.isApproved).toBe(true);
      expect(profile.isPending).toBe(false);
      expect(profile.publishedAt).not.toBeNull();
      expect(profile.published?.fullName).toBe(profile.fullName);
    }
    const abbey = imported.find((p) => p.email === 'edwin.austin.abbey.0@artists.example')!;
    expect(abbey).toMatchObject({ fullName: 'Edwin Austin Abbey', city: 'Philadelphia', country: 'United States', slug: 'edwin-austin-abbey' });
    expect(abbey.artistStatement).toBe('Edwin Austin Abbey (1852–1911) is represented in the collection of Tate, London.');

    // The profile's own hooks ran on the bulk insert: the directory finds and shows the artist.
    expect(abbey.card).toMatchObject({ fullName: 'Edwin Austin Abbey', city: 'Philadelphia' });
    const found = await site.server.browser().fetch('/api/directory?q=edwin%20austin%20abbey');
    expect(((await found.json()) as { items: { slug: string }[] }).items.map((i) => i.slug)).toEqual([abbey.slug]);

    const page = await site.server.browser().fetch(`/api/artists/${abbey.slug}`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { profile: { fullName: string } }).profile.fullName).toBe('Edwin Austin Abbey');

    const activity = await site.orm.em.fork().findOneOrFail(Activity, { type: 'import' }, { orderBy: { id: 'desc' } });
    expect(activity.message).toBe('Imported 2858 artists from tate-artists.csv (674 rows failed)');
  });

  it('reports every kind of bad row by its spreadsheet row number and saves the good ones', async () => {
    const em = site.orm.em.fork();
    em.create(ArtistProfile, { slug: 'kim-existing', fullName: 'Kim Existing', email: 'Existing@Known-Bad.example', city: 'Seoul', country: 'South Korea' });
    em.create(ArtistProfile, { slug: 'lou-park', fullName: 'Lou Park', email: 'lou.other@elsewhere.example', city: 'Busan', country: 'South Korea' });
    await em.flush();

    const res = await uploadCsv(site.admin, fixture('known-bad-rows.csv'), { name: 'known-bad-rows.csv', type: 'application/vnd.ms-excel' });
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(result.errors).toEqual([
      'Row 3: Full name is required and must be at least 2 characters',
      'Row 4: Valid email is required',
      'Row 5: City is required',
      'Row 6: Country is required',
      'Row 7: Website must be a valid URL',
      'Row 8: Duplicate email ada@known-bad.example (also in row 2)',
      'Row 12: This row has more values than there are columns (put values that contain commas in quotes)',
      'Row 13: An artist with this email already exists',
      'Row 17: Valid email is required; City is required; Country is required',
    ]);
    expect(result).toMatchObject({ successful: 5, failed: 9 });

    const saved = await profilesByEmail('known-bad.example');
    const byEmail = new Map(saved.map((p) => [p.email, p]));
    expect([...byEmail.keys()].sort()).toEqual(
      ['ada.two@known-bad.example', 'ada@known-bad.example', 'formula@known-bad.example', 'ivy@known-bad.example', 'lou@known-bad.example'],
    );
    expect(byEmail.get('ada@known-bad.example')!.artistStatement).toBe('Poet of science, engines and numbers');
    expect(byEmail.get('ada@known-bad.example')!.website).toBe('https://ada.example');
    // Values a spreadsheet would run as formulas are kept as plain text.
    const formula = byEmail.get('formula@known-bad.example')!;
    expect(formula.fullName).toBe('=HYPERLINK("https://evil.example","click")');
    expect(formula.artistStatement).toBe('+1 cell, -2 cell, @SUM(A1)');
    expect(byEmail.get('ivy@known-bad.example')!.artistStatement).toBe('First line\r\nsecond line, with a comma');
    // Slugs stay unique against existing profiles and within the file.
    expect(byEmail.get('lou@known-bad.example')!.slug).toBe('lou-park-2');
    expect(byEmail.get('ada@known-bad.example')!.slug).toBe('ada-lovelace');
    expect(byEmail.get('ada.two@known-bad.example')!.slug).toBe('ada-lovelace-2');
  });

  it('reads a BOM, header names written for people, quoted commas, and ignores unknown columns', async () => {
    const csv = '\uFEFF"Full Name","E-mail",City,Country,notes\n"Ng, Ada",ng.ada@header.example,"Leeds, West Yorkshire",United Kingdom,anything\n';
    const res = await uploadCsv(site.admin, csv);
    expect(await res.json()).toEqual({ successful: 1, failed: 0, errors: [] });
    const [profile] = await profilesByEmail('header.example');
    expect(profile).toMatchObject({ fullName: 'Ng, Ada', city: 'Leeds, West Yorkshire', website: null, artistStatement: '' });
  });

  it('keeps the rows before an unclosed quote and reports the row it starts on', async () => {
    const csv = 'fullName,email,city,country\nGood One,one@quote.example,Leeds,UK\nGood Two,two@quote.example,Leeds,UK\n"Broken,three@quote.example,Leeds,UK\nLost Four,four@quote.example,Leeds,UK\n';
    const result = (await (await uploadCsv(site.admin, csv)).json()) as Result;
    expect(result).toEqual({
      successful: 2,
      failed: 1,
      errors: ['Row 4: A quoted value is never closed, so this row and the rest of the file could not be read'],
    });
  });

  it.each([
    ['a PNG named .csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'text/csv'],
    ['a PDF', Buffer.from('%PDF-1.7\nfullName,email,city,country\n'), 'text/csv'],
    ['an Excel workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]), 'application/vnd.ms-excel'],
    ['UTF-16 text', Buffer.from('\uFEFFfullName,email,city,country\n', 'utf16le'), 'text/csv'],
    ['text with NUL bytes', Buffer.from('fullName,email,city,country\nA\u0000B,a@b.example,X,Y\n'), 'text/csv'],
    ['text with control bytes', Buffer.from('fullName,email\u0007,city,country\n'), 'text/csv'],
    ['CSV text declared as an image', Buffer.from('fullName,email,city,country\nAda,a@b.example,X,Y\n'), 'image/png'],
  ])('refuses %s with 415', async (_label, bytes, type) => {
    const res = await uploadCsv(site.admin, bytes, { type });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(NOT_CSV);
  });

  it('accepts CSV declared as plain text or with no type', async () => {
    for (const [i, type] of ['text/plain', 'application/octet-stream'].entries()) {
      const res = await uploadCsv(site.admin, artistsCsv(`plain${i}`, 1), { type });
      expect(res.status, type).toBe(200);
    }
  });

  it('refuses text that is not UTF-8 with 400', async () => {
    const latin1 = Buffer.from('fullName,email,city,country\nJos\xe9 Ruiz,jose@enc.example,Sevilla,Espa\xf1a\n', 'latin1');
    const res = await uploadCsv(site.admin, latin1);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/UTF-8/);
  });

  it('refuses a file over 10 MB with 413 and saves nothing', async () => {
    const header = 'fullName,email,city,country\n';
    const row = 'Big File,big@size.example,Leeds,United Kingdom\n';
    const big = header + row.repeat(Math.ceil((10 * 1024 * 1024) / row.length) + 1);
    const res = await uploadCsv(site.admin, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Maximum file size is 10MB' });
    expect(await profilesByEmail('size.example')).toHaveLength(0);
  });

  it('refuses missing required columns with 400 naming them', async () => {
    const res = await uploadCsv(site.admin, 'fullName,email,website\nAda,ada@cols.example,\n');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Missing required columns: city, country' });
    const none = await uploadCsv(site.admin, 'name;mail\nAda;ada@cols.example\n');
    expect(await none.json()).toEqual({ message: 'Missing required columns: fullName, email, city, country' });
  });

  it('refuses a column given twice, an empty file, a header with no rows, a broken header and no file', async () => {
    const twice = await uploadCsv(site.admin, 'fullName,email,city,country,Email\nA B,a@x.example,X,Y,b@x.example\n');
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ message: 'The column email appears more than once' });
    for (const empty of ['', '\uFEFF', '\n\n', 'fullName,email,city,country\n', 'fullName,email,city,country\n,,,\n\n']) {
      const res = await uploadCsv(site.admin, empty);
      expect(res.status, JSON.stringify(empty)).toBe(400);
      expect(await res.json()).toEqual({ message: 'The CSV file has no rows' });
    }
    const broken = await uploadCsv(site.admin, '"fullName,email,city,country\nA,b,c,d\n');
    expect(await broken.json()).toEqual({ message: 'Failed to process the CSV file. Please check the format and try again.' });
    const noFile = await uploadCsv(site.admin, artistsCsv('nofile', 1), { field: 'somethingElse' });
    expect(noFile.status).toBe(400);
  });

  it('is for admins only', async () => {
    const artist = await signedInBrowser(site.server, 'not-admin@oeuvre.test');
    expect((await uploadCsv(artist, artistsCsv('denied', 1))).status).toBe(403);
    expect((await uploadCsv(site.server.browser(), artistsCsv('denied', 1))).status).toBe(401);
    expect((await profilesByEmail('import.example')).filter((p) => p.email.startsWith('denied'))).toHaveLength(0);
  });

  it('saves a batch whole or not at all: a slug taken between preparing and saving fails the whole batch', async () => {
    const rows = ['Race One', 'Race Two', 'Race Three'].map((fullName, i) => ({
      row: i + 2,
      email: `race.${i}@batch.example`,
      data: { fullName, email: `race.${i}@batch.example`, city: 'Leeds', country: 'United Kingdom', website: null, artistStatement: null },
    }));
    const taken = new Set<string>();
    const profiles = await prepareBatch(site.orm.em.fork(), rows, taken);
    expect(profiles.map((p) => p.slug)).toEqual(['race-one', 'race-two', 'race-three']);
    expect([...taken]).toEqual(['race-one', 'race-two', 'race-three']);
    const em = site.orm.em.fork();
    em.create(ArtistProfile, { slug: 'race-two', fullName: 'Race Two', email: 'signup@batch.example', city: 'X', country: 'Y' });
    await em.flush();
    await expect(insertBatch(site.orm.em.fork(), profiles)).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    expect(await profilesByEmail('batch.example')).toHaveLength(1);
    // Prepared again, the batch takes the next free slugs and saves.
    await insertBatch(site.orm.em.fork(), await prepareBatch(site.orm.em.fork(), rows, taken));
    expect((await profilesByEmail('batch.example')).map((p) => p.slug).sort()).toEqual(['race-one-2', 'race-three-2', 'race-two', 'race-two-2']);
  });

  it('gives readable slugs in bulk: the first free number, never twice in one batch', async () => {
    const em = site.orm.em.fork();
    for (const slug of ['jo-an', 'jo-an-2', 'jo-an-3', 'jo-an-4', 'jo-an-5', 'jo-an-7', 'user']) {
      em.create(ArtistProfile, { slug, fullName: 'Jo An', email: `${slug}@slugs.example`, city: 'X', country: 'Y' });
    }
    await em.flush();
    const slugs = await allocateSlugs(site.orm.em.fork(), ['Jo An', 'Jo-An', 'Jo An 6', 'JO AN', 'User', 'Jo An 8', '!!!']);
    // "Jo An 6" and "Jo An 8" take their own names first; the three "Jo An" rows get the next free numbers.
    expect(slugs).toEqual(['jo-an-9', 'jo-an-10', 'jo-an-6', 'jo-an-11', 'user-2', 'jo-an-8', 'artist']);
  });
});
