import { describe, expect, it } from 'vitest';
import type { PublicSettings, SiteSettings as SiteSettingsView } from '@oeuvre/contract';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signInThroughBuiltinProvider } from '../../../test/http.ts';
import { Activity } from '../activity/activity.entity.ts';
import { signedInPerson, uniqueHandle } from '../connections/connection.fixtures.ts';
import { SITE_SETTINGS_ID, SiteSettings } from './site-settings.entity.ts';
import { getSiteSettings } from './settings.service.ts';

const json = <T = unknown>(res: Response) => res.json() as Promise<T>;
const valid = {
  siteName: 'Oeuvre Test',
  siteDescription: 'A test directory',
  allowRegistration: true,
  requireApproval: false,
  maxGallerySize: 40,
  emailNotifications: true,
  adminEmails: 'Boss@Example.org ,  second@example.org',
};

describe.each(engines())('site settings on %s', (engine) => {
  const site = testSite(engine);

  const put = async (body: unknown) => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    return admin.browser.fetch('/api/admin/settings', { method: 'PUT', json: body });
  };

  it('serves the public subset to anyone: site name, description, whether registration is open', async () => {
    const res = await site.server.browser().fetch('/api/settings');
    expect(res.status).toBe(200);
    const body = await json<PublicSettings>(res);
    expect(Object.keys(body).sort()).toEqual(['allowRegistration', 'siteDescription', 'siteName']);
    expect(body).toMatchObject({ siteName: 'Oeuvre', allowRegistration: true });
  });

  it('keeps the admin settings from anonymous callers (401) and non-admins (403)', async () => {
    const anonymous = site.server.browser();
    expect((await anonymous.fetch('/api/admin/settings')).status).toBe(401);
    expect((await anonymous.fetch('/api/admin/settings', { method: 'PUT', json: valid })).status).toBe(401);
    const person = await signedInPerson(site.server, 'person');
    const read = await person.browser.fetch('/api/admin/settings');
    expect(read.status).toBe(403);
    expect(await json(read)).toEqual({ message: 'Admin access required' });
    expect((await person.browser.fetch('/api/admin/settings', { method: 'PUT', json: valid })).status).toBe(403);
  });

  it('saves every field, normalises admin emails, records a settings activity and shows the change publicly', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const saved = await admin.browser.fetch('/api/admin/settings', { method: 'PUT', json: valid });
    expect(saved.status).toBe(200);
    const expected = { ...valid, adminEmails: 'Boss@Example.org, second@example.org' };
    expect(await json(saved)).toEqual(expected);
    expect(await json(await admin.browser.fetch('/api/admin/settings'))).toEqual(expected);
    expect(await json(await site.server.browser().fetch('/api/settings'))).toEqual({ siteName: 'Oeuvre Test', siteDescription: 'A test directory', allowRegistration: true });
    const row = await site.orm.em.fork().findOneOrFail(SiteSettings, SITE_SETTINGS_ID);
    expect(row).toMatchObject({ requireApproval: false, maxGallerySize: 40, emailNotifications: true });
    const logged = await site.orm.em.fork().find(Activity, { type: 'settings' }, { orderBy: { id: 'desc' }, limit: 1 });
    expect(logged[0]!.message).toBe(`Site settings updated by ${admin.email}`);
    expect(logged[0]!.actor?.id).toBe(admin.userId);

    // A form may send the number as text.
    const asText = await admin.browser.fetch('/api/admin/settings', { method: 'PUT', json: { ...valid, maxGallerySize: '25' } });
    expect((await json<SiteSettingsView>(asText)).maxGallerySize).toBe(25);
  });

  it('validates as section 5 says (400 with the message of the field) and changes nothing when refused', async () => {
    const before = await site.orm.em.fork().findOneOrFail(SiteSettings, SITE_SETTINGS_ID);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ siteName: '' }, 'siteName', 'Site name is required'],
      [{ siteName: '   ' }, 'siteName', 'Site name is required'],
      [{ siteName: undefined }, 'siteName', 'Site name is required'],
      [{ maxGallerySize: 0 }, 'maxGallerySize', 'Max gallery items must be a whole number from 1 to 100'],
      [{ maxGallerySize: 101 }, 'maxGallerySize', 'Max gallery items must be a whole number from 1 to 100'],
      [{ maxGallerySize: 2.5 }, 'maxGallerySize', 'Max gallery items must be a whole number from 1 to 100'],
      [{ maxGallerySize: 'lots' }, 'maxGallerySize', 'Max gallery items must be a whole number from 1 to 100'],
      [{ adminEmails: 'boss@example.org, not-an-email' }, 'adminEmails', 'Admin emails must be valid email addresses separated by commas'],
      [{ siteDescription: 'x'.repeat(501) }, 'siteDescription', 'Must be at most 500 characters'],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await json(res)).toEqual({ message, field });
    }
    const after = await site.orm.em.fork().findOneOrFail(SiteSettings, SITE_SETTINGS_ID);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('takes effect: with registration closed a new person cannot sign up, an existing user still signs in', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const save = (allowRegistration: boolean) => admin.browser.fetch('/api/admin/settings', { method: 'PUT', json: { ...valid, allowRegistration } });
    const existing = `${uniqueHandle('existing')}@oeuvre.test`;
    await signInThroughBuiltinProvider(site.server.browser(), { email: existing, firstName: 'Ex', lastName: 'Isting' });
    expect((await save(false)).status).toBe(200);
    try {
      expect((await json<PublicSettings>(await site.server.browser().fetch('/api/settings'))).allowRegistration).toBe(false);
      const newcomer = site.server.browser();
      await signInThroughBuiltinProvider(newcomer, { email: `${uniqueHandle('new')}@oeuvre.test`, firstName: 'New', lastName: 'Comer' });
      expect((await newcomer.fetch('/api/auth/user')).status).toBe(401);
      const returning = site.server.browser();
      await signInThroughBuiltinProvider(returning, { email: existing, firstName: 'Ex', lastName: 'Isting' });
      expect((await returning.fetch('/api/auth/user')).status).toBe(200);
    } finally {
      expect((await save(true)).status).toBe(200);
    }
  });

  it('gives other code the settings row, and puts it back with the defaults if it were ever missing', async () => {
    const em = site.orm.em.fork();
    const saved = await getSiteSettings(em);
    const snapshot = { ...saved };
    await em.nativeDelete(SiteSettings, { id: SITE_SETTINGS_ID });
    const restored = await getSiteSettings(site.orm.em.fork());
    expect(restored).toMatchObject({ id: SITE_SETTINGS_ID, siteName: 'Oeuvre', requireApproval: true, allowRegistration: true, maxGallerySize: 25, adminEmails: '' });
    await site.orm.em.fork().nativeUpdate(SiteSettings, { id: SITE_SETTINGS_ID }, {
      siteName: snapshot.siteName,
      siteDescription: snapshot.siteDescription,
      allowRegistration: snapshot.allowRegistration,
      requireApproval: snapshot.requireApproval,
      maxGallerySize: snapshot.maxGallerySize,
      emailNotifications: snapshot.emailNotifications,
      adminEmails: snapshot.adminEmails,
    });
  });
});
