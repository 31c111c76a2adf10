/**
 * The contact form under abuse: CR/LF and header injection in its fields, 60 posts in a minute, rotating
 * X-Forwarded-For. Pass: injected line breaks refused (400, nothing stored); the limit (5 per client address and
 * per sender email in 10 minutes) holds: 5 of 60 stored, the rest 429 with Retry-After; X-Forwarded-For is
 * ignored unless TRUST_PROXY is set, and then only the address our proxy appended counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, type TestOrm } from '../../test/db.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { ContactMessage } from '../modules/contact/contact-message.entity.ts';
import { CONTACT_LIMIT } from '../modules/contact/contact.service.ts';
import { suiteEngine, unique } from '../../test/security/fixture.ts';

const POSTS = 60;

const message = (overrides: Record<string, string> = {}) => ({
  name: 'Visitor',
  email: `${unique('visitor')}@oeuvre.test`,
  subject: 'A question',
  message: 'Hello,\r\nhow do I join?\r\n\r\nThanks',
  ...overrides,
});

describe('contact form abuse', () => {
  let db: TestOrm;
  let direct: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    db = await createTestOrm(suiteEngine());
    direct = await startTestServer(db.orm);
    proxied = await startTestServer(db.orm, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await db?.close();
  });

  const post = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
    server.browser().fetch('/api/contact', { method: 'POST', json: body, headers });
  const stored = () => db.orm.em.fork().count(ContactMessage, {});
  const clear = () => db.orm.em.fork().nativeDelete(ContactMessage, {});

  it('refuses line breaks and header injection in name, email and subject; nothing is stored', async () => {
    await clear();
    const injections: Record<string, string>[] = [
      { name: 'Eve\r\nBcc: victim@example.org' },
      { name: 'Eve\nX-Injected: 1' },
      { subject: 'Hi\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>' },
      { subject: 'Hi\rBcc: a@b.c' },
      { email: 'eve@example.org\r\nBcc: victim@example.org' },
      { email: 'eve@example.org%0d%0aBcc:victim@example.org' },
      { email: 'eve@example.org\nCc: victim@example.org' },
      // Line separators other than CR and LF, and control characters: a mail library may break a header on them.
      { name: 'Eve\u2028Bcc: victim@example.org' },
      { name: 'Eve\u0085Bcc: victim@example.org' },
      { subject: 'Hi\u2029Bcc: victim@example.org' },
      { subject: 'Hi\u000bthere' },
      { subject: 'Hi\u001b[31mthere' },
      { email: 'eve@example.org\u2028Bcc: victim@example.org' },
    ];
    for (const injection of injections) {
      const res = await post(direct, message(injection));
      expect(res.status, JSON.stringify(injection)).toBe(400);
      expect(await res.json()).toEqual({ message: expect.any(String), field: Object.keys(injection)[0] });
    }
    expect(await stored()).toBe(0);
    // Line breaks belong in the message itself, and are kept as they were typed.
    expect((await post(direct, message())).status).toBe(204);
    const [row] = await db.orm.em.fork().find(ContactMessage, {});
    expect(row!.message).toBe('Hello,\r\nhow do I join?\r\n\r\nThanks');
  });

  it(`${POSTS} posts in a minute from one client, each with a new email and a new X-Forwarded-For: ${CONTACT_LIMIT} stored`, async () => {
    await clear();
    const statuses: number[] = [];
    for (let i = 0; i < POSTS; i++) {
      const res = await post(direct, message(), { 'X-Forwarded-For': `198.51.100.${i + 1}` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect(await res.json()).toEqual({ message: expect.any(String) });
      }
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(CONTACT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(POSTS - CONTACT_LIMIT);
    expect(await stored()).toBe(CONTACT_LIMIT);
  });

  it(`${POSTS} posts with one sender email from many addresses (TRUST_PROXY): ${CONTACT_LIMIT} stored`, async () => {
    await clear();
    const email = `${unique('sender')}@oeuvre.test`;
    const statuses: number[] = [];
    for (let i = 0; i < POSTS; i++)
      statuses.push(
        (await post(proxied, message({ email }), { 'X-Forwarded-For': `203.0.113.${i + 1}` })).status,
      );
    expect(statuses.filter((s) => s === 204)).toHaveLength(CONTACT_LIMIT);
    expect(await stored()).toBe(CONTACT_LIMIT);
  });

  it('behind a proxy, a client cannot rotate the address: only the one our proxy appended counts', async () => {
    await clear();
    const statuses: number[] = [];
    // The client makes up the first entries; the proxy appends the address it saw (always the same one here).
    for (let i = 0; i < POSTS; i++)
      statuses.push(
        (await post(proxied, message(), { 'X-Forwarded-For': `10.0.${i}.1, 192.0.2.${i}, 198.51.100.7` }))
          .status,
      );
    expect(statuses.filter((s) => s === 204)).toHaveLength(CONTACT_LIMIT);
    // Another real client behind the same proxy has its own allowance: the header is honoured.
    expect((await post(proxied, message(), { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(204);
    expect(await stored()).toBe(CONTACT_LIMIT + 1);
  });
});
