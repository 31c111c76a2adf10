import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { SECTIONS } from '../sections.ts';
import { issuesOf, parsed } from '../test-support/issues.ts';
import { connectionCreate, rejectBody } from './connections.ts';
import { contactMessageInput } from './contact.ts';
import { csvArtistRow } from './csv-import.ts';
import { desktopTokenExchange } from './desktop.ts';
import { idParam } from './fields.ts';
import { galleryItemInput, galleryItemPatch, readGalleryDescription } from './gallery.ts';
import { emailSettingsForm, parseAdminEmails, siteSettingsInput } from './settings.ts';

describe('admin gallery item', () => {
  test("title required: 'Title is required'", () => {
    expect(issuesOf(galleryItemInput, { title: '' }).title).toBe('Title is required');
    expect(parsed(galleryItemInput, { title: 'Study', year: 1999, medium: '' })).toEqual({
      title: 'Study',
      year: '1999',
      medium: null,
    });
    expect(parsed(galleryItemPatch, { description: 'New' })).toEqual({ description: 'New' });
  });
  test('year, medium and dimensions can be read from JSON in the description', () => {
    const raw = JSON.stringify({ description: 'Study', year: 1999, medium: 'Oil', dimensions: '10x10' });
    expect(readGalleryDescription(raw)).toEqual({
      description: 'Study',
      year: '1999',
      medium: 'Oil',
      dimensions: '10x10',
    });
    expect(readGalleryDescription('{broken')).toEqual({
      description: '{broken',
      year: null,
      medium: null,
      dimensions: null,
    });
    expect(readGalleryDescription('Plain')).toMatchObject({ description: 'Plain', year: null });
  });
});

describe('contact form', () => {
  const message = { name: 'Lucy', email: 'lucy@example.org', subject: 'Hello', message: 'A question.' };
  test('all four fields required', () => {
    expect(parsed(contactMessageInput, message)).toEqual(message);
    expect(issuesOf(contactMessageInput, {})).toEqual({
      name: M.contactName,
      email: M.email,
      subject: M.contactSubject,
      message: M.contactMessage,
    });
  });
  test('bounded', () => {
    expect(issuesOf(contactMessageInput, { ...message, message: 'x'.repeat(5001) }).message).toBe(
      M.tooLong(5000),
    );
    expect(issuesOf(contactMessageInput, { ...message, email: 'lucy' }).email).toBe(
      'Valid email is required',
    );
  });
  test('no line breaks in name, email or subject (mail header injection)', () => {
    expect(issuesOf(contactMessageInput, { ...message, name: 'Lucy\r\nBcc: x@evil.test' }).name).toBe(
      'Name must be on a single line',
    );
    expect(issuesOf(contactMessageInput, { ...message, subject: 'Hi\nBcc: x@evil.test' }).subject).toBe(
      'Subject must be on a single line',
    );
    expect(
      issuesOf(contactMessageInput, { ...message, email: 'lucy@example.org\nBcc: x@evil.test' }).email,
    ).toBe('Valid email is required');
    expect(parsed(contactMessageInput, { ...message, message: 'Two\nlines' }).message).toBe('Two\nlines');
  });
  test('no Unicode line separator or control character in name, email or subject', () => {
    const breaks = ['\u2028', '\u2029', '\u0085', '\u000b', '\u000c', '\u0000', '\u0007', '\t', '\u001b', '\u007f', '\u009b'];
    for (const inside of breaks) {
      const label = JSON.stringify(inside);
      expect(issuesOf(contactMessageInput, { ...message, name: `Lucy${inside}Bcc: x@evil.test` }).name, label).toBe(
        'Name must be on a single line',
      );
      expect(issuesOf(contactMessageInput, { ...message, subject: `Hi${inside}there` }).subject, label).toBe(
        'Subject must be on a single line',
      );
      expect(issuesOf(contactMessageInput, { ...message, email: `lucy@example.org${inside}x` }).email, label).toBe(
        'Valid email is required',
      );
    }
    // Letters from every script stay welcome, and the message keeps its paragraphs.
    expect(parsed(contactMessageInput, { ...message, name: 'Zoë Ørsted-Ōkubo 王', message: 'a\u2028b' }).name).toBe(
      'Zoë Ørsted-Ōkubo 王',
    );
  });
});

describe('site settings', () => {
  test('defaults are the forms’ documented ones', () => {
    expect(parsed(siteSettingsInput, { siteName: 'Oeuvre' })).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      siteDescription: '',
    });
  });
  test("siteName: 'Site name is required'", () => {
    expect(issuesOf(siteSettingsInput, { siteName: ' ' }).siteName).toBe('Site name is required');
  });
  test('maxGallerySize is a whole number from 1 to 100', () => {
    expect(parsed(siteSettingsInput, { siteName: 'O', maxGallerySize: '40' }).maxGallerySize).toBe(40);
    for (const bad of [0, 101, 2.5, 'ten', '']) {
      expect(issuesOf(siteSettingsInput, { siteName: 'O', maxGallerySize: bad }).maxGallerySize).toBe(
        M.maxGallerySize,
      );
    }
  });
  test('admin emails: comma-separated valid emails', () => {
    expect(parsed(siteSettingsInput, { siteName: 'O', adminEmails: ' a@x.org,B@y.org , ' }).adminEmails).toBe(
      'a@x.org, B@y.org',
    );
    expect(issuesOf(siteSettingsInput, { siteName: 'O', adminEmails: 'a@x.org, nope' }).adminEmails).toBe(
      M.adminEmails,
    );
    expect(parseAdminEmails('a@x.org, B@y.org,')).toEqual(['a@x.org', 'b@y.org']);
  });
});

describe('email settings form', () => {
  test('port defaults to 587; from/reply-to must be emails if given', () => {
    expect(parsed(emailSettingsForm, {}).smtpPort).toBe(587);
    expect(parsed(emailSettingsForm, { emailFrom: '' }).emailFrom).toBeNull();
    expect(issuesOf(emailSettingsForm, { emailFrom: 'nope' }).emailFrom).toBe(M.emailFrom);
    expect(issuesOf(emailSettingsForm, { emailReplyTo: 'x@' }).emailReplyTo).toBe(M.emailReplyTo);
    expect(issuesOf(emailSettingsForm, { smtpPort: '70000' }).smtpPort).toBe(M.smtpPort);
  });
});

describe('connections', () => {
  test('receiverId is a positive id', () => {
    expect(parsed(connectionCreate, { receiverId: 4 })).toEqual({ receiverId: 4 });
    expect(parsed(connectionCreate, { receiverId: '4' })).toEqual({ receiverId: 4 });
    expect(issuesOf(connectionCreate, { receiverId: 0 }).receiverId).toBe(M.receiverId);
    expect(issuesOf(connectionCreate, {}).receiverId).toBe(M.receiverId);
  });
  test('reject reason optional, at most 1000 characters', () => {
    expect(parsed(rejectBody, {})).toEqual({});
    expect(issuesOf(rejectBody, { reason: 'x'.repeat(1001) }).reason).toBe(M.reason);
  });
});

describe('ids from paths', () => {
  test.each([
    ['1', 1],
    ['42', 42],
    [7, 7],
  ])('%o -> %o', (input, output) => {
    expect(v.parse(idParam, input)).toBe(output);
  });
  test.each(['0', '-1', '1.5', 'abc', '', '1e3', '99999999999', 3.5])('%o is refused', (input) => {
    expect(v.safeParse(idParam, input).success).toBe(false);
  });
});

describe('CSV row', () => {
  const row = { fullName: 'Ana Mendieta', email: 'ana@example.org', city: 'Havana', country: 'Cuba' };
  test('required columns; optional website and statement', () => {
    expect(parsed(csvArtistRow, { ...row, website: '', artistStatement: '' })).toEqual({
      ...row,
      website: null,
      artistStatement: null,
    });
    expect(issuesOf(csvArtistRow, { ...row, email: '' }).email).toBe(M.email);
    expect(issuesOf(csvArtistRow, { ...row, country: '' }).country).toBe(M.country);
    expect(issuesOf(csvArtistRow, { ...row, website: 'javascript:x' }).website).toBe(M.website);
  });
});

describe('desktop token exchange', () => {
  const body = {
    code: 'abc123',
    code_verifier: 'a'.repeat(43),
    redirect_uri: 'http://127.0.0.1:53219/callback',
  };
  test('loopback redirect and a PKCE verifier', () => {
    expect(v.safeParse(desktopTokenExchange, body).success).toBe(true);
    expect(
      issuesOf(desktopTokenExchange, { ...body, redirect_uri: 'https://evil.example/cb' }).redirect_uri,
    ).toBe(M.desktopRedirect);
    expect(issuesOf(desktopTokenExchange, { ...body, code_verifier: 'short' }).code_verifier).toBe(
      M.desktopVerifier,
    );
    expect(issuesOf(desktopTokenExchange, { ...body, code: '' }).code).toBe(M.desktopCode);
  });
});

describe('years sent as numbers', () => {
  const award = SECTIONS.awards.input;
  const base = { name: 'Prize', presenter: 'Foundation' };
  test('takes a whole year of the calendar, and any text (a CV writes "c. 1990" and "n.d.")', () => {
    expect(v.parse(award, { ...base, year: 2020 }).year).toBe('2020');
    expect(v.parse(award, { ...base, year: 'c. 1990' }).year).toBe('c. 1990');
    expect(v.parse(award, { ...base, year: 'n.d.' }).year).toBe('n.d.');
  });
  test('refuses a number that is no year, required or optional', () => {
    for (const year of [1e20, -5, 0, 10000, 1.5]) {
      expect(v.safeParse(award, { ...base, year }).success, String(year)).toBe(false);
    }
    const teaching = SECTIONS.teaching.input;
    const optional = v.safeParse(teaching, { role: 'Lecturer', institution: 'Art School', year: -5 });
    expect(optional.success).toBe(false);
    expect(optional.issues?.[0]?.message).toBe(M.yearNumber);
    expect(v.parse(teaching, { role: 'Lecturer', institution: 'Art School', year: 1999 }).year).toBe('1999');
  });
});
