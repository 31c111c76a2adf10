import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { initORM, closeORM, type Orm } from '../../db/orm.ts';
import type { OutboxList } from '@oeuvre/contract';
import { signedInBrowser, startTestServer, type TestServer } from '../../../test/server.ts';
import { uniqueHandle } from '../connections/connection.fixtures.ts';
import { startTestSmtp, type ReceivedEmail, type TestSmtp } from '../../../test/smtp.ts';
import { DEFAULT_DELIVERY, deliverDue, smtpMailer } from './delivery.ts';
import { OutboxMessage } from './outbox-message.entity.ts';
import { enqueueEmail } from './outbox.service.ts';

let counter = 0;
const content = (label: string) => ({
  subject: `Subject ${label}`,
  text: `Text of ${label}`,
  html: `<p>HTML of ${label}</p>`,
});
const fresh = () => `person-${++counter}-${Date.now()}@example.org`;

describe.each(engines())('email delivery on %s', (engine) => {
  const site = testSite(engine, {
    smtp: 'configured',
    env: { EMAIL_FROM: 'Oeuvre Studio <news@oeuvre.example>' },
  });

  beforeEach(() => {
    site.smtp.rejectRecipient = () => undefined;
  });

  const enqueue = async (to: string, label: string, name?: string) => {
    const em = site.orm.em.fork();
    const message = enqueueEmail(em, {
      to: { address: to, name },
      kind: 'contact_message',
      content: content(label),
    });
    await em.flush();
    return message.id;
  };
  const row = (id: number) => site.orm.em.fork().findOneOrFail(OutboxMessage, id);
  const deliver = () => site.server.app.email!.runOnce();
  /** Makes a message due now, as if its retry time had come. */
  const makeDue = (id: number) =>
    site.orm.em.fork().nativeUpdate(OutboxMessage, { id }, { nextAttemptAt: new Date(Date.now() - 1000) });

  it('writes the email with the change that caused it, or not at all', async () => {
    const kept = fresh();
    const dropped = fresh();
    await site.orm.em.fork().transactional(async (tx) => {
      enqueueEmail(tx, { to: { address: kept }, kind: 'contact_message', content: content('kept') });
    });
    await expect(
      site.orm.em.fork().transactional(async (tx) => {
        enqueueEmail(tx, { to: { address: dropped }, kind: 'contact_message', content: content('dropped') });
        await tx.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const em = site.orm.em.fork();
    expect(await em.count(OutboxMessage, { recipient: kept })).toBe(1);
    expect(await em.count(OutboxMessage, { recipient: dropped })).toBe(0);
    expect((await em.findOneOrFail(OutboxMessage, { recipient: kept })).status).toBe('queued');
  });

  it('delivers a queued message once over SMTP with both parts, the sender and the encoded display name', async () => {
    const to = fresh();
    const id = await enqueue(to, 'delivered', 'Zoë Ünal');
    await deliver();
    const mails = site.smtp.received.filter((m) => m.to.includes(to));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Subject delivered',
      text: 'Text of delivered',
      html: '<p>HTML of delivered</p>',
    });
    const [mail] = mails as [ReceivedEmail];
    expect(mail.from).toBe('"Oeuvre Studio" <news@oeuvre.example>');
    expect(mail.toHeader).toBe(`"Zoë Ünal" <${to}>`);
    // The non-ASCII display name travels as an RFC 2047 encoded word, never raw in the header.
    expect(mail.raw).toMatch(/^To: =\?UTF-8\?[BQ]\?/im);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
    await deliver();
    expect(site.smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('keeps a message queued while the SMTP server is down and delivers it once it is back', async () => {
    const to = fresh();
    const id = await enqueue(to, 'after outage');
    await site.smtp.stop();
    try {
      await deliver();
      const waiting = await row(id);
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      expect(waiting.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      await deliver(); // not due yet: no second attempt
      expect((await row(id)).attempts).toBe(1);
    } finally {
      await site.smtp.start();
    }
    await makeDue(id);
    await deliver();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(site.smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('marks a message failed with the server answer on a permanent refusal (550)', async () => {
    const to = fresh();
    site.smtp.rejectRecipient = (address) =>
      address === to ? { code: 550, message: 'No such mailbox here' } : undefined;
    const id = await enqueue(to, 'refused');
    await deliver();
    const failed = await row(id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toContain('550');
    expect(failed.lastError).toContain('No such mailbox here');
    await makeDue(id);
    await deliver();
    expect((await row(id)).attempts).toBe(1);
  });

  it('shows the outbox to admins only: the failed message with the server answer, and never the SMTP password', async () => {
    const to = fresh();
    site.smtp.rejectRecipient = (address) =>
      address === to ? { code: 550, message: 'Mailbox unavailable' } : undefined;
    const id = await enqueue(to, 'listed');
    await deliver();
    const admin = await signedInBrowser(site.server, `${uniqueHandle('outbox-admin')}@oeuvre.test`, {
      admin: true,
    });
    const res = await admin.fetch('/api/admin/outbox');
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toContain(site.smtp.password);
    const list = JSON.parse(body) as OutboxList;
    expect(list.smtpConfigured).toBe(true);
    expect(list.total).toBeGreaterThan(0);
    const listed = list.items.find((m) => m.id === id);
    expect(listed).toMatchObject({
      recipient: to,
      subject: 'Subject listed',
      kind: 'contact_message',
      status: 'failed',
      attempts: 1,
      text: 'Text of listed',
      sentAt: null,
      nextAttemptAt: null,
    });
    expect(listed?.lastError).toContain('550 Mailbox unavailable');
    expect(list.items[0]!.id).toBeGreaterThanOrEqual(id); // newest first
    const person = await signedInBrowser(site.server, `${uniqueHandle('outbox-person')}@oeuvre.test`);
    expect((await person.fetch('/api/admin/outbox')).status).toBe(403);
    expect((await site.server.browser().fetch('/api/admin/outbox')).status).toBe(401);
    for (const path of ['/api/admin/settings', '/api/health', '/api/openapi.json']) {
      expect(await (await admin.fetch(path)).text()).not.toContain(site.smtp.password);
    }
    expect(site.server.logs.join('\n')).not.toContain(site.smtp.password);
  });

  it('retries a temporary refusal (451) and gives up after 24 hours', async () => {
    const to = fresh();
    site.smtp.rejectRecipient = (address) =>
      address === to ? { code: 451, message: 'Try again later' } : undefined;
    const id = await enqueue(to, 'greylisted');
    await deliver();
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await row(id)).lastError).toContain('451');
    await site.orm.em
      .fork()
      .nativeUpdate(
        OutboxMessage,
        { id },
        { createdAt: new Date(Date.now() - 25 * 3600_000), nextAttemptAt: new Date(0) },
      );
    await deliver();
    const given = await row(id);
    expect(given.status).toBe('failed');
    expect(given.lastError).toMatch(/^Gave up after 24 hours: .*451/);
  });

  it('retries when the SMTP server refuses the credentials, and never records or logs the password', async () => {
    const to = fresh();
    const id = await enqueue(to, 'bad password');
    const wrong = smtpMailer({
      ...site.server.config.email,
      smtpUrl: `smtp://${site.smtp.user}:wrong-${site.smtp.password}@127.0.0.1:${site.smtp.port}`,
    });
    try {
      await deliverDue(() => site.orm.em.fork(), wrong);
    } finally {
      wrong.close();
    }
    const waiting = await row(id);
    expect(waiting.status).toBe('queued');
    expect(waiting.lastError).toMatch(/535|EAUTH/);
    expect(waiting.lastError).not.toContain(site.smtp.password);
    await makeDue(id);
    await deliver();
    expect((await row(id)).status).toBe('sent');
    expect(site.server.logs.join('\n')).not.toContain(site.smtp.password);
  });

  it('takes over a message left sending by a worker that died once its lease has ended, not before', async () => {
    const crashed = fresh();
    const working = fresh();
    const em = site.orm.em.fork();
    const stale = enqueueEmail(em, {
      to: { address: crashed },
      kind: 'contact_message',
      content: content('crashed'),
    });
    const busy = enqueueEmail(em, {
      to: { address: working },
      kind: 'contact_message',
      content: content('in progress'),
    });
    await em.flush();
    await em.nativeUpdate(
      OutboxMessage,
      { id: stale.id },
      { status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) },
    );
    await em.nativeUpdate(
      OutboxMessage,
      { id: busy.id },
      { status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) },
    );
    await deliver();
    expect(await row(stale.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await row(busy.id)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(site.smtp.received.filter((m) => m.to.includes(crashed))).toHaveLength(1);
    expect(site.smtp.received.filter((m) => m.to.includes(working))).toHaveLength(0);
  });

  it('delivers on its own timer, without being asked', async () => {
    const to = fresh();
    await enqueue(to, 'timer');
    await vi.waitFor(() => expect(site.smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1), {
      timeout: 12_000,
      interval: 200,
    });
  });

  it('sends each message once when two server instances deliver from one database', async () => {
    // On PostgreSQL the second instance has its own connection pool, as another process would.
    let other: Orm = site.orm;
    if (engine === 'postgresql') other = await initORM({ databaseUrl: site.orm.config.get('clientUrl') });
    const second = await startTestServer(other, { SMTP_URL: site.smtp.url });
    try {
      const addresses = Array.from({ length: 45 }, () => fresh());
      const em = site.orm.em.fork();
      for (const [i, to] of addresses.entries())
        enqueueEmail(em, { to: { address: to }, kind: 'contact_message', content: content(`batch ${i}`) });
      await em.flush();
      await Promise.all([
        site.server.app.email!.runOnce(),
        second.app.email!.runOnce(),
        site.server.app.email!.runOnce(),
        second.app.email!.runOnce(),
      ]);
      const delivered = site.smtp.received.filter((m) => addresses.includes(m.to[0] ?? ''));
      expect(delivered).toHaveLength(45);
      expect(new Set(delivered.map((m) => m.to[0])).size).toBe(45);
      expect(
        await site.orm.em
          .fork()
          .count(OutboxMessage, { recipient: { $in: addresses }, status: 'sent', attempts: 1 }),
      ).toBe(45);
    } finally {
      await second.close();
      if (other !== site.orm) await closeORM(other);
    }
  });
});

describe.each(engines())('two delivery workers behind a slow SMTP server on %s', (engine) => {
  let db: TestOrm;
  let other: Orm;
  let smtp: TestSmtp;
  beforeAll(async () => {
    db = await createTestOrm(engine);
    // On PostgreSQL the second worker has its own connection pool, as another instance would.
    other = engine === 'postgresql' ? await initORM({ databaseUrl: db.orm.config.get('clientUrl') }) : db.orm;
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
    if (other && other !== db?.orm) await closeORM(other);
    await db?.close();
  });

  it('delivers each message exactly once although sending a batch takes longer than a lease', async () => {
    // Each message takes 400 ms to be answered; a lease lasts one second: a batch of 8 takes 3.2 s to send.
    smtp.beforeAnswer = () => new Promise((resolve) => setTimeout(resolve, 400));
    const options = { leaseMs: 1_000, batchSize: 8, giveUpAfterMs: 24 * 3600_000 };
    const addresses = Array.from({ length: 8 }, () => fresh());
    const em = db.orm.em.fork();
    for (const [i, to] of addresses.entries())
      enqueueEmail(em, { to: { address: to }, kind: 'contact_message', content: content(`slow ${i}`) });
    await em.flush();
    const config = { smtpUrl: smtp.url, from: { name: 'Oeuvre', address: 'no-reply@oeuvre.example' }, allowPlaintextAuth: false };
    const left = () => db.orm.em.fork().count(OutboxMessage, { recipient: { $in: addresses }, status: { $ne: 'sent' } });
    /** One instance's worker: rounds until nothing is left (as its timer would run them). */
    const worker = async (orm: Orm) => {
      const mailer = smtpMailer(config);
      try {
        for (const until = Date.now() + 30_000; Date.now() < until; ) {
          await deliverDue(() => orm.em.fork(), mailer, options);
          if ((await left()) === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        mailer.close();
      }
    };
    await Promise.all([worker(db.orm), worker(other)]);
    const delivered = smtp.received.map((m) => m.to[0]).filter((to) => addresses.includes(to ?? ''));
    expect(delivered.toSorted()).toEqual(addresses.toSorted());
    expect(
      await db.orm.em.fork().count(OutboxMessage, { recipient: { $in: addresses }, status: 'sent', attempts: 1 }),
    ).toBe(8);
  }, 60_000);
});

describe('email without an SMTP server', () => {
  let db: TestOrm;
  let server: TestServer;
  beforeAll(async () => {
    db = await createTestOrm('pglite');
    server = await startTestServer(db.orm);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('sends nothing: every message waits in the outbox, queued', async () => {
    expect(await server.app.email.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(server.config.email.from).toEqual({ name: 'Oeuvre', address: 'no-reply@127.0.0.1' });
    const em = db.orm.em.fork();
    const message = enqueueEmail(em, {
      to: { address: 'waiting@example.org' },
      kind: 'contact_message',
      content: content('waiting'),
    });
    await em.flush();
    expect(DEFAULT_DELIVERY.giveUpAfterMs).toBe(24 * 3600_000);
    expect(await server.app.email.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await db.orm.em.fork().findOneOrFail(OutboxMessage, message.id)).status).toBe('queued');
  });
});
