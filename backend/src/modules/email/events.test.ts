import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signedInBrowser } from '../../../test/server.ts';
import type { ReceivedEmail } from '../../../test/smtp.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { createProfile, signedInArtist, uniqueHandle } from '../connections/connection.fixtures.ts';
import { artistsCsv, CSV_JOBS_PATH, uploadCsv } from '../csv-import/testing/csv-upload.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { emailConnectionRequest } from './notify.ts';
import { OutboxMessage } from './outbox-message.entity.ts';

describe.each(engines())('emails of events on %s', (engine) => {
  const adminEmail = `${uniqueHandle('admin')}@oeuvre.test`;
  const site = testSite(engine, {
    smtp: 'configured',
    admin: { email: adminEmail, firstName: 'Ada', lastName: 'Admin' },
  });
  beforeAll(async () => {
    const em = site.orm.em.fork();
    const settings = await getSiteSettings(em);
    settings.siteName = 'Atelier Index';
    await em.flush();
  });

  /** Delivers the outbox and answers the messages this address received. */
  const inbox = async (address: string): Promise<ReceivedEmail[]> => {
    await site.server.app.email!.runOnce();
    return site.smtp.received.filter((m) => m.to.includes(address));
  };
  const only = async (address: string): Promise<ReceivedEmail> => {
    const mails = await inbox(address);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };
  const rename = async (profileId: number, fullName: string) => {
    await site.orm.em.fork().nativeUpdate(ArtistProfile, { id: profileId }, { fullName });
  };

  it('profile approved: the owner gets one email with a link to the public page', async () => {
    const artist = await signedInArtist(site.server, 'approved', { published: false });
    expect(
      (await site.admin.fetch(`/api/admin/approve/${artist.profileId}`, { method: 'POST', json: {} })).status,
    ).toBe(200);
    const mail = await only(artist.email);
    expect(mail.subject).toBe('Your artist profile is published');
    expect(mail.text).toContain(`${site.server.config.publicUrl}/artists/${artist.slug}`);
    expect(mail.html).toContain(`href="${site.server.config.publicUrl}/artists/${artist.slug}"`);
    expect(mail.text).toContain('Atelier Index');
    expect(mail.text).toContain(
      'You received this email because you submitted an artist profile on Atelier Index.',
    );
    expect(mail.toHeader).toContain(`${artist.slug} Draft`);
  });

  it('profile not approved: the owner gets the reason and a link to /create-cv', async () => {
    const artist = await signedInArtist(site.server, 'rejected', { published: false });
    const res = await site.admin.fetch(`/api/admin/reject/${artist.profileId}`, {
      method: 'POST',
      json: { reason: 'Please add at least one exhibition & a statement <b>in English</b>.' },
    });
    expect(res.status).toBe(200);
    const mail = await only(artist.email);
    expect(mail.subject).toBe('Your artist profile was not approved');
    expect(mail.text).toContain('Please add at least one exhibition & a statement <b>in English</b>.');
    expect(mail.html).toContain(
      'Please add at least one exhibition &amp; a statement &lt;b&gt;in English&lt;/b&gt;.',
    );
    expect(mail.html).not.toContain('<b>in English</b>');
    expect(mail.text).toContain(`${site.server.config.publicUrl}/create-cv`);
  });

  it('an approval that fails stores no email (the change and its email commit together)', async () => {
    const before = await site.orm.em.fork().count(OutboxMessage, {});
    expect((await site.admin.fetch('/api/admin/approve/987654', { method: 'POST', json: {} })).status).toBe(404);
    expect(await site.orm.em.fork().count(OutboxMessage, {})).toBe(before);
  });

  it('support request: the receiver gets who and a link to /profile, at most once a day per pair', async () => {
    const sender = await signedInArtist(site.server, 'sender');
    const receiver = await signedInArtist(site.server, 'receiver');
    await rename(sender.profileId, 'Mira <script>alert(1)</script> Holm');
    const support = () =>
      sender.browser.fetch('/api/connections', { method: 'POST', json: { receiverId: receiver.profileId } });
    const first = await support();
    expect(first.status).toBe(201);
    const mail = await only(receiver.email);
    expect(mail.subject).toBe('Mira <script>alert(1)</script> Holm wants to connect with you');
    expect(mail.text).toContain('Mira <script>alert(1)</script> Holm supports your work on Atelier Index');
    expect(mail.html).toContain('Mira &lt;script&gt;alert(1)&lt;/script&gt; Holm');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain(`${site.server.config.publicUrl}/profile`);
    // Withdraw and support again: no second email today.
    const { id } = (await first.json()) as { id: number };
    expect((await sender.browser.fetch(`/api/connections/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await support()).status).toBe(201);
    expect(await inbox(receiver.email)).toHaveLength(1);
  });

  it('support requests at the same moment write one email a day per pair: the database holds the rule', async () => {
    const sender = await signedInArtist(site.server, 'racing-sender');
    const receiver = await signedInArtist(site.server, 'racing-receiver');
    // Five requests' transactions, each writing its email and staying open a moment before it commits.
    const request = () =>
      site.orm.em.fork().transactional(async (tx) => {
        const [from, to] = await Promise.all([
          tx.findOneOrFail(ArtistProfile, sender.profileId, { populate: ['user'] }),
          tx.findOneOrFail(ArtistProfile, receiver.profileId, { populate: ['user'] }),
        ]);
        await emailConnectionRequest(tx, from, to);
        await tx.flush();
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
    await Promise.all(Array.from({ length: 5 }, request));
    const topic = `${sender.profileId}:${receiver.profileId}`;
    expect(await site.orm.em.fork().count(OutboxMessage, { kind: 'connection_request', topic })).toBe(1);
    // Later the same day, once more: still one.
    await request();
    expect(await site.orm.em.fork().count(OutboxMessage, { kind: 'connection_request', topic })).toBe(1);
    expect(await inbox(receiver.email)).toHaveLength(1);
  });

  it('request accepted: the sender learns who accepted', async () => {
    const sender = await signedInArtist(site.server, 'asker');
    const receiver = await signedInArtist(site.server, 'accepter');
    await rename(receiver.profileId, 'Jonas Accepter');
    const created = await sender.browser.fetch('/api/connections', {
      method: 'POST',
      json: { receiverId: receiver.profileId },
    });
    const { id } = (await created.json()) as { id: number };
    expect(
      (await receiver.browser.fetch(`/api/connections/${id}/accept`, { method: 'POST', json: {} })).status,
    ).toBe(200);
    const mail = await only(sender.email);
    expect(mail.subject).toBe('Jonas Accepter accepted your request: you are connected');
    expect(mail.text).toContain(`${site.server.config.publicUrl}/artists/${receiver.slug}`);
    expect(await inbox(receiver.email)).toHaveLength(1); // only the request
  });

  it('contact message: every admin and every admin email of the settings get it, as text', async () => {
    const listed = `${uniqueHandle('listed')}@oeuvre.test`;
    const em = site.orm.em.fork();
    (await getSiteSettings(em)).adminEmails = `${listed}, ${adminEmail}`;
    await em.flush();
    const body = {
      name: 'Lucy <i>Curator</i>',
      email: 'lucy@example.org',
      subject: 'Studio visit',
      message: 'Line one\n<a href="https://evil.example">click</a>',
    };
    expect((await site.server.browser().fetch('/api/contact', { method: 'POST', json: body })).status).toBe(204);
    for (const address of [adminEmail, listed]) {
      const mail = await only(address);
      expect(mail.subject).toBe('New message from Lucy <i>Curator</i>: Studio visit');
      expect(mail.text).toContain('Name: Lucy <i>Curator</i>');
      expect(mail.text).toContain('Email: lucy@example.org');
      expect(mail.text).toContain('> <a href="https://evil.example">click</a>');
      expect(mail.html).not.toContain('<a href="https://evil.example">');
      expect(mail.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;');
      expect(mail.text).toContain(
        'You received this email because you are an administrator of Atelier Index.',
      );
    }
  });

  it('CSV import finished: the admin who started it gets the counts, the first 5 errors and a link', async () => {
    const csvAdminEmail = `${uniqueHandle('csv-admin')}@oeuvre.test`;
    const csvAdmin = await signedInBrowser(site.server, csvAdminEmail, { admin: true });
    let csv = artistsCsv('mailed', 12);
    for (let i = 1; i <= 7; i++) csv = csv.replace(`mailed.${i}@import.example`, `not-an-email-${i}`);
    const start = await uploadCsv(csvAdmin, csv, { path: CSV_JOBS_PATH });
    expect(start.status).toBe(202);
    let mails: ReceivedEmail[] = [];
    for (let i = 0; i < 200 && mails.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = await inbox(csvAdminEmail);
    }
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('CSV import finished: 5 imported, 7 failed');
    expect(mail.text).toContain('Rows: 12');
    expect(mail.text).toContain('The first 5 of 7 errors:');
    expect(mail.text.match(/^- Row /gm)).toHaveLength(5);
    expect(mail.text).toContain(`${site.server.config.publicUrl}/admin/artists`);
    expect(await inbox(adminEmail)).toHaveLength(1); // the contact message only
  });

  it('profiles without an account (imported) get no email', async () => {
    const profileId = await createProfile(site.orm, null, uniqueHandle('imported'), { published: false });
    const before = await site.orm.em.fork().count(OutboxMessage, {});
    expect((await site.admin.fetch(`/api/admin/approve/${profileId}`, { method: 'POST', json: {} })).status).toBe(
      200,
    );
    expect(await site.orm.em.fork().count(OutboxMessage, {})).toBe(before);
  });

  it('contact message: each copy carries List-Unsubscribe and List-Unsubscribe-Post, and the link works without signing in', async () => {
    const listed = `${uniqueHandle('listed-unsub')}@oeuvre.test`;
    const em = site.orm.em.fork();
    (await getSiteSettings(em)).adminEmails = `${listed}, ${adminEmail}`;
    await em.flush();
    const body = { name: 'Lucy Curator', email: 'lucy@example.org', subject: 'Unsubscribe?', message: 'Hello there' };
    expect((await site.server.browser().fetch('/api/contact', { method: 'POST', json: body })).status).toBe(204);
    const links: Record<string, string> = {};
    const about = async (address: string, subject: string) =>
      (await inbox(address)).filter((m) => m.subject.endsWith(`: ${subject}`));
    for (const address of [adminEmail, listed]) {
      const [received, ...more] = await about(address, 'Unsubscribe?');
      expect(more).toHaveLength(0);
      const mail = await simpleParser(received!.raw);
      // mailparser folds the List-* headers into `list`; the header lines keep them as sent.
      const header = (key: string) =>
        mail.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');
      const link = /^<(https?:[^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
      expect(link, address).toMatch(new RegExp(`^${site.server.config.publicUrl}/api/email/unsubscribe\\?token=`));
      expect((mail.headers.get('list') as { unsubscribe?: { url?: string } }).unsubscribe?.url).toBe(link);
      expect(header('list-unsubscribe-post'), address).toBe('List-Unsubscribe=One-Click');
      // The same link in the footer, as in every other email.
      expect(mail.text).toContain(link!);
      links[address] = link!;
    }
    // One click (what a mail client posts) by the listed address: it leaves the admin emails, the admin's account stays.
    const click = await fetch(links[listed]!, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(click.status).toBe(200);
    expect((await getSiteSettings(site.orm.em.fork())).adminEmails).toBe(adminEmail);
    expect((await site.server.browser().fetch('/api/contact', { method: 'POST', json: { ...body, subject: 'Again' } })).status).toBe(204);
    expect(await about(listed, 'Again')).toHaveLength(0);
    expect(await about(adminEmail, 'Again')).toHaveLength(1);
    // A forged link for another address changes nothing.
    const again = site.orm.em.fork();
    (await getSiteSettings(again)).adminEmails = `${listed}, ${adminEmail}`;
    await again.flush();
    const encode = (address: string) => Buffer.from(address).toString('base64url');
    const forged = links[listed]!.replace(encode(listed), encode(adminEmail));
    expect(forged).not.toBe(links[listed]);
    expect((await fetch(forged, { method: 'POST' })).status).toBe(400);
    expect((await getSiteSettings(site.orm.em.fork())).adminEmails).toBe(`${listed}, ${adminEmail}`);
  });
});
