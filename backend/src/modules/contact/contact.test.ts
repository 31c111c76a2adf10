import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerMessages } from '@oeuvre/contract';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { Activity } from '../activity/activity.entity.ts';
import { uniqueHandle } from '../connections/connection.fixtures.ts';
import { ContactMessage } from './contact-message.entity.ts';
import { CONTACT_LIMIT, CONTACT_WINDOW_MS, hashAddress, sendContactMessage } from './contact.service.ts';

const json = <T = unknown>(res: Response) => res.json() as Promise<T>;
const message = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Lucy Curator', email, subject: 'Studio visit', message: 'Could I visit your studio next week?', ...extra });
const freshEmail = () => `${uniqueHandle('lucy')}@example.org`;
let ipCounter = 1;
const freshIp = () => `203.0.113.${ipCounter++}`;

describe.each(engines())('contact form on %s', (engine) => {
  let db: TestOrm;
  // Behind a trusted proxy (X-Forwarded-For names the client), and directly on the internet (it must be ignored).
  let proxied: TestServer;
  let direct: TestServer;

  beforeAll(async () => {
    db = await createTestOrm(engine);
    proxied = await startTestServer(db.orm, { TRUST_PROXY: 'true' });
    direct = await startTestServer(db.orm);
  });
  afterAll(async () => {
    await proxied?.close();
    await direct?.close();
    await db?.close();
  });

  const send = (server: TestServer, body: unknown, ip?: string) =>
    server.browser().fetch('/api/contact', { method: 'POST', json: body, headers: ip ? { 'X-Forwarded-For': ip } : {} });

  it('stores a message (204), records it in the activity log and keeps no client address in clear', async () => {
    const email = freshEmail();
    const ip = freshIp();
    const res = await send(proxied, message(email, { name: '  Lucy Curator ' }), ip);
    expect(res.status).toBe(204);
    const em = db.orm.em.fork();
    const stored = await em.findOneOrFail(ContactMessage, { email });
    expect(stored).toMatchObject({ name: 'Lucy Curator', subject: 'Studio visit', isRead: false });
    expect(stored.ipHash).toBe(hashAddress(ip, proxied.config.sessionSecret));
    expect(stored.ipHash).not.toContain(ip);
    const logged = await em.findOneOrFail(Activity, { subjectType: 'message', subjectId: stored.id });
    expect(logged).toMatchObject({ type: 'message', message: 'New message from Lucy Curator: Studio visit' });
  });

  it('requires every field, a valid email and bounded lengths (400 with the message of the field)', async () => {
    const ip = freshIp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ name: undefined }, 'name', 'Name is required'],
      [{ email: 'lucy' }, 'email', 'Valid email is required'],
      [{ email: undefined }, 'email', 'Valid email is required'],
      [{ subject: '   ' }, 'subject', 'Subject is required'],
      [{ message: '' }, 'message', 'Message is required'],
      [{ name: 'x'.repeat(201) }, 'name', 'Must be at most 200 characters'],
      [{ subject: 'x'.repeat(201) }, 'subject', 'Must be at most 200 characters'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Must be at most 5000 characters'],
      [{ email: `${'x'.repeat(250)}@example.org` }, 'email', 'Valid email is required'],
    ];
    for (const [change, field, text] of cases) {
      const res = await send(proxied, message(freshEmail(), change), ip);
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(await json(res)).toEqual({ message: text, field });
    }
    expect((await proxied.browser().fetch('/api/contact', { method: 'POST', body: 'name=x', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
  });

  it('refuses line breaks in name, email and subject (no mail header injection), but not in the message', async () => {
    const ip = freshIp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Lucy\r\nBcc: all@example.org' }, 'name', 'Name must be on a single line'],
      [{ subject: 'Hello\nBcc: all@example.org' }, 'subject', 'Subject must be on a single line'],
      [{ email: 'lucy@example.org\r\nBcc: all@example.org' }, 'email', 'Valid email is required'],
    ];
    for (const [change, field, text] of cases) {
      const res = await send(proxied, message(freshEmail(), change), ip);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: text, field });
    }
    expect((await send(proxied, message(freshEmail(), { message: 'Line one\nLine two' }), ip)).status).toBe(204);
  });

  it('allows 5 messages per email address in 10 minutes, whatever the case, then 429 with Retry-After', async () => {
    const email = freshEmail();
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      const res = await send(proxied, message(i % 2 ? email.toUpperCase() : email), freshIp());
      expect(res.status).toBe(204);
    }
    const sixth = await send(proxied, message(email), freshIp());
    expect(sixth.status).toBe(429);
    expect(await json(sixth)).toEqual({ message: ServerMessages.tooManyMessages });
    const retryAfter = Number(sixth.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await db.orm.em.fork().count(ContactMessage, { email: { $in: [email, email.toUpperCase()] } })).toBe(CONTACT_LIMIT);
    // Another address from another client is not held back.
    expect((await send(proxied, message(freshEmail()), freshIp())).status).toBe(204);
  });

  it('allows 5 messages per client address; behind a trusted proxy X-Forwarded-For names the client', async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await send(proxied, message(freshEmail()), ip)).status).toBe(204);
    const sixth = await send(proxied, message(freshEmail()), ip);
    expect(sixth.status).toBe(429);
    expect(await json(sixth)).toEqual({ message: ServerMessages.tooManyMessages });
    expect((await send(proxied, message(freshEmail()), freshIp())).status).toBe(204);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not get past the limit', async () => {
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await send(direct, message(freshEmail()), freshIp())).status).toBe(204);
    for (let i = 0; i < 3; i++) {
      const res = await send(direct, message(freshEmail()), freshIp());
      expect(res.status).toBe(429);
    }
  });

  it('lets an address send again once its oldest message leaves the 10-minute window', async () => {
    const em = db.orm.em.fork();
    const email = freshEmail();
    const sender = { ip: freshIp(), secret: 'test-secret-test-secret-test-secret' };
    const start = new Date(Date.now() + 60 * 60 * 1000);
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      const sent = await sendContactMessage(em, message(email), { ...sender, now: new Date(start.getTime() + i * 60_000) });
      expect('message' in sent).toBe(true);
    }
    const blocked = await sendContactMessage(em, message(email), { ...sender, now: new Date(start.getTime() + 5 * 60_000) });
    expect(blocked).toEqual({ retryAfterSeconds: 5 * 60 });
    const later = await sendContactMessage(em, message(email), { ...sender, now: new Date(start.getTime() + CONTACT_WINDOW_MS) });
    expect('message' in later).toBe(true);
  });

  it('holds parallel bursts to the limit', async () => {
    const email = freshEmail();
    const results = await Promise.all(Array.from({ length: 12 }, () => send(proxied, message(email), freshIp())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 204)).toHaveLength(CONTACT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - CONTACT_LIMIT);
  });
});
