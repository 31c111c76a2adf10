import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SettingsMessages,
  UnsubscribeMessages,
  ValidationMessages as M,
  type EmailPreferencesView,
  type EmailSettingsView,
  type OutboxList,
  type TestEmailResult,
} from '@oeuvre/contract';
import { createTestOrm, engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { closeORM, initORM, type Orm } from '../../db/orm.ts';
import { signedInBrowser, startTestServer, type TestServer } from '../../../test/server.ts';
import { startTestSmtp } from '../../../test/smtp.ts';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { signedInArtist, uniqueHandle } from '../connections/connection.fixtures.ts';
import { SITE_SETTINGS_ID, SiteSettings } from '../settings/site-settings.entity.ts';
import { EmailOptOut } from './email-opt-out.entity.ts';
import { OutboxMessage } from './outbox-message.entity.ts';
import { enqueueEmail } from './outbox.service.ts';

const SETTINGS = '/api/admin/settings/email';
const json = <T>(res: Response) => res.json() as Promise<T>;
const content = (label: string) => ({ subject: `Subject ${label}`, text: `Text of ${label}`, html: `<p>${label}</p>` });

describe.each(engines())('email settings, preferences and unsubscribe on %s', (engine) => {
  const adminEmail = `${uniqueHandle('mail-admin')}@oeuvre.test`;
  // No SMTP_URL: the server saved on the Email tab sends.
  const site = testSite(engine, {
    smtp: 'unconfigured',
    admin: { email: adminEmail, firstName: 'Mia', lastName: 'Mailer' },
  });
  beforeEach(() => {
    site.smtp.rejectRecipient = () => undefined;
    site.smtp.beforeAnswer = async () => undefined;
  });

  const saved = (change: Record<string, unknown> = {}) => ({
    enabled: true,
    smtpHost: '127.0.0.1',
    smtpPort: site.smtp.port,
    smtpUser: site.smtp.user,
    smtpPassword: '',
    emailFrom: 'studio@oeuvre.example',
    emailReplyTo: 'replies@oeuvre.example',
    ...change,
  });
  const save = (body: unknown) => site.admin.fetch(SETTINGS, { method: 'PUT', json: body });
  const enqueue = async (to: string, label: string) => {
    const em = site.orm.em.fork();
    const message = enqueueEmail(em, { to: { address: to }, kind: 'contact_message', content: content(label) });
    await em.flush();
    return message.id;
  };
  /** 'Send test email' by a fresh admin each time (each admin may send five in ten minutes). */
  const sendTest = async (): Promise<TestEmailResult> => {
    const admin = await signedInBrowser(site.server, `${uniqueHandle('tester')}@oeuvre.test`, { admin: true });
    const res = await admin.fetch(`${SETTINGS}/test`, { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    return json<TestEmailResult>(res);
  };
  const receivedBy = (address: string) => site.smtp.received.filter((m) => m.to.includes(address));
  const row = () => site.orm.em.fork().findOneOrFail(SiteSettings, SITE_SETTINGS_ID);

  it('keeps the Email tab from anonymous callers and non-admins', async () => {
    expect((await site.server.browser().fetch(SETTINGS)).status).toBe(401);
    const person = await signedInBrowser(site.server, `${uniqueHandle('nosy')}@oeuvre.test`);
    expect((await person.fetch(SETTINGS)).status).toBe(403);
    expect((await person.fetch(SETTINGS, { method: 'PUT', json: saved() })).status).toBe(403);
    expect((await person.fetch(`${SETTINGS}/test`, { method: 'POST', json: {} })).status).toBe(403);
  });

  it('starts with no server configured and the notifications switch on', async () => {
    const view = await json<EmailSettingsView>(await site.admin.fetch(SETTINGS));
    expect(view).toMatchObject({ enabled: true, smtpHost: null, smtpPort: 587, passwordSet: false, source: 'none' });
    expect(view.defaultFrom).toBe('Oeuvre <no-reply@127.0.0.1>');
    const tested = await json<TestEmailResult>(await site.admin.fetch(`${SETTINGS}/test`, { method: 'POST', json: {} }));
    expect(tested).toEqual({ ok: false, to: adminEmail, response: SettingsMessages.noSmtpConfigured, code: null });
  });

  it('refuses bad values with the field and its message, and changes nothing', async () => {
    const before = await row();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ smtpPort: 0 }, 'smtpPort', M.smtpPort],
      [{ smtpPort: 70000 }, 'smtpPort', M.smtpPort],
      [{ smtpPort: 'x' }, 'smtpPort', M.smtpPort],
      [{ smtpHost: 'smtp://mail.example' }, 'smtpHost', M.smtpHost],
      [{ smtpHost: 'mail.example\r\nRCPT TO:<x@y>' }, 'smtpHost', M.smtpHost],
      [{ smtpUser: 'a\nb' }, 'smtpUser', M.smtpUser],
      [{ smtpPassword: 'a\r\nb' }, 'smtpPassword', M.smtpPassword],
      [{ emailFrom: 'nope' }, 'emailFrom', M.emailFrom],
      [{ emailReplyTo: 'x@' }, 'emailReplyTo', M.emailReplyTo],
    ];
    for (const [change, field, message] of cases) {
      const res = await save(saved(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await json(res)).toEqual({ message, field });
    }
    expect((await row()).updatedAt).toEqual(before.updatedAt);
  });

  it('saves the server with the password encrypted, never sends it back, and the worker sends through it', async () => {
    const res = await save(saved({ smtpPassword: site.smtp.password }));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(site.smtp.password);
    expect(JSON.parse(text)).toEqual({
      enabled: true,
      smtpHost: '127.0.0.1',
      smtpPort: site.smtp.port,
      smtpUser: site.smtp.user,
      passwordSet: true,
      emailFrom: 'studio@oeuvre.example',
      emailReplyTo: 'replies@oeuvre.example',
      source: 'settings',
      defaultFrom: 'Oeuvre <no-reply@127.0.0.1>',
    });
    const first = (await row()).smtpPasswordEncrypted!;
    expect(first).toMatch(/^v1\./);
    expect(first).not.toContain(site.smtp.password);
    expect(first).not.toContain(Buffer.from(site.smtp.password).toString('base64'));

    // Saving again with the same password gives another ciphertext (a random IV per save).
    await save(saved({ smtpPassword: site.smtp.password }));
    expect((await row()).smtpPasswordEncrypted).not.toBe(first);

    // A blank password keeps the stored one; the worker reads the settings at send time (no restart).
    expect((await json<EmailSettingsView>(await save(saved({ smtpPassword: '' })))).passwordSet).toBe(true);
    const to = `${uniqueHandle('stored')}@example.org`;
    const id = await enqueue(to, 'stored settings');
    await site.server.app.email.runOnce();
    const [mail, ...more] = receivedBy(to);
    expect(more).toHaveLength(0);
    expect(mail!.from).toBe('"Oeuvre" <studio@oeuvre.example>');
    expect(mail!.raw).toMatch(/^Reply-To: replies@oeuvre\.example/im);
    expect((await site.orm.em.fork().findOneOrFail(OutboxMessage, id)).status).toBe('sent');

    const outbox = await json<OutboxList>(await site.admin.fetch('/api/admin/outbox'));
    expect(outbox.smtpConfigured).toBe(true);
    for (const path of [SETTINGS, '/api/admin/settings', '/api/admin/outbox', '/api/openapi.json', '/api/admin/activity'])
      expect(await (await site.admin.fetch(path)).text()).not.toContain(site.smtp.password);
    expect(site.server.logs.join('\n')).not.toContain(site.smtp.password);
  });

  it("sends a test email to the admin's own address and reports the server's answer, success or refusal", async () => {
    await save(saved({ smtpPassword: site.smtp.password }));
    const test = () => site.admin.fetch(`${SETTINGS}/test`, { method: 'POST', json: {} });
    const before = receivedBy(adminEmail).length;
    const ok = await json<TestEmailResult>(await test());
    expect(ok.ok).toBe(true);
    expect(ok.to).toBe(adminEmail);
    expect(ok.response).toMatch(/^250 /);
    expect(ok.code).toBeNull();
    expect(receivedBy(adminEmail)).toHaveLength(before + 1);
    expect(receivedBy(adminEmail).at(-1)!.subject).toBe('Test email from Oeuvre');

    // The server refuses the sign-in: its 535, never the password that was tried.
    const wrong = `wrong-${site.smtp.password}`;
    await save(saved({ smtpPassword: wrong }));
    const refusedAuth = await test();
    const refusedText = await refusedAuth.text();
    expect(refusedText).not.toContain(wrong);
    expect(JSON.parse(refusedText)).toMatchObject({ ok: false, code: 'EAUTH', to: adminEmail });
    expect(JSON.parse(refusedText).response).toContain('535');

    // The server refuses the recipient: its 550 answer.
    await save(saved({ smtpPassword: site.smtp.password }));
    site.smtp.rejectRecipient = (address) => (address === adminEmail ? { code: 550, message: 'No such user here' } : undefined);
    const refused = await json<TestEmailResult>(await test());
    expect(refused.ok).toBe(false);
    expect(refused.response).toContain('550 No such user here');
    expect(refused.code).toBe('EENVELOPE');

    // Five a window per admin: the sixth is refused.
    site.smtp.rejectRecipient = () => undefined;
    expect((await test()).status).toBe(200);
    expect((await test()).status).toBe(200);
    const limited = await test();
    expect(limited.status).toBe(429);
    expect(await json(limited)).toEqual({ message: SettingsMessages.testEmailTooMany });
    expect(site.server.logs.join('\n')).not.toContain(site.smtp.password);
    expect(site.server.logs.join('\n')).not.toContain(wrong);
  });

  it('removes the stored password on request (clearPassword)', async () => {
    await save(saved({ smtpPassword: site.smtp.password }));
    const cleared = await json<EmailSettingsView>(await save(saved({ clearPassword: true })));
    expect(cleared.passwordSet).toBe(false);
    expect((await row()).smtpPasswordEncrypted).toBeNull();
    await save(saved({ smtpPassword: site.smtp.password }));
  });

  it('forgets the saved password when the host, port or user change, so it never goes to another server', async () => {
    const other = await startTestSmtp();
    try {
      for (const change of [
        { smtpPort: other.port },
        { smtpHost: 'localhost' },
        { smtpUser: 'someone-else' },
      ]) {
        expect((await json<EmailSettingsView>(await save(saved({ smtpPassword: site.smtp.password })))).passwordSet).toBe(true);
        const moved = await json<EmailSettingsView>(await save(saved(change)));
        expect(moved.passwordSet, JSON.stringify(change)).toBe(false);
        expect((await row()).smtpPasswordEncrypted).toBeNull();
      }
      // Moved to the other server with a blank password, then tested: the other server never sees the password.
      await save(saved({ smtpPassword: site.smtp.password }));
      await save(saved({ smtpPort: other.port }));
      await sendTest();
      expect(other.signIns.map((s) => s.password)).not.toContain(site.smtp.password);
      // A new password typed with the move is kept; the same server again with a blank one keeps it.
      expect((await json<EmailSettingsView>(await save(saved({ smtpPort: other.port, smtpPassword: other.password })))).passwordSet).toBe(true);
      expect((await json<EmailSettingsView>(await save(saved({ smtpPort: other.port })))).passwordSet).toBe(true);
    } finally {
      await other.stop();
      await save(saved({ smtpPassword: site.smtp.password }));
    }
  });

  it('sends the credentials only over TLS with a trusted certificate: no AUTH to a server without STARTTLS or with a bad certificate', async () => {
    const plaintext = await startTestSmtp({ tls: 'none' });
    const untrusted = await startTestSmtp({ tls: 'untrusted' });
    try {
      for (const [server, answer] of [
        [plaintext, /^The server does not offer TLS \(STARTTLS\): the sign-in was not sent/],
        [untrusted, /^TLS failed: the server's certificate was not accepted/],
      ] as const) {
        await save(saved({ smtpPort: server.port, smtpUser: server.user, smtpPassword: server.password }));
        const result = await sendTest();
        expect(result.ok).toBe(false);
        expect(result.response).toMatch(answer);
        expect(server.signIns).toEqual([]);
        expect(server.received).toEqual([]);
      }
      // The trusted server: the sign-in happens, over TLS.
      await save(saved({ smtpPassword: site.smtp.password }));
      const before = site.smtp.signIns.length;
      const ok = await sendTest();
      expect(ok).toMatchObject({ ok: true });
      expect(site.smtp.signIns.slice(before)).toEqual([{ user: site.smtp.user, password: site.smtp.password, overTls: true }]);
    } finally {
      await plaintext.stop();
      await untrusted.stop();
      await save(saved({ smtpPassword: site.smtp.password }));
    }
  });

  it('SMTP_ALLOW_PLAINTEXT_AUTH=true lets a relay take the credentials without TLS (the saved server and SMTP_URL)', async () => {
    const relay = await startTestSmtp({ tls: 'none' });
    let other: Orm = site.orm;
    if (engine === 'postgresql') other = await initORM({ databaseUrl: site.orm.config.get('clientUrl') });
    // Without the opt-out, SMTP_URL's credentials are not sent in plaintext either: the message waits.
    const strict = await startTestServer(other, { SMTP_URL: relay.url, SESSION_SECRET: site.server.config.sessionSecret });
    const relaxed = await startTestServer(other, {
      SMTP_URL: relay.url,
      SMTP_ALLOW_PLAINTEXT_AUTH: 'true',
      SESSION_SECRET: site.server.config.sessionSecret,
    });
    const saving = await startTestServer(other, { SMTP_ALLOW_PLAINTEXT_AUTH: 'true', SESSION_SECRET: site.server.config.sessionSecret });
    try {
      const to = `${uniqueHandle('relay')}@example.org`;
      const id = await enqueue(to, 'through the relay');
      await strict.app.email.runOnce();
      const waiting = await site.orm.em.fork().findOneOrFail(OutboxMessage, id);
      expect(waiting.status).toBe('queued');
      expect(waiting.lastError).toMatch(/^The server does not offer TLS \(STARTTLS\)/);
      expect(relay.signIns).toEqual([]);
      await site.orm.em.fork().nativeUpdate(OutboxMessage, { id }, { nextAttemptAt: new Date(0) });
      await relaxed.app.email.runOnce();
      expect(relay.received.filter((m) => m.to.includes(to))).toHaveLength(1);
      expect(relay.signIns.at(-1)).toEqual({ user: relay.user, password: relay.password, overTls: false });

      const relayAdmin = await signedInBrowser(saving, `${uniqueHandle('relay-admin')}@oeuvre.test`, { admin: true });
      await relayAdmin.fetch(SETTINGS, {
        method: 'PUT',
        json: saved({ smtpPort: relay.port, smtpUser: relay.user, smtpPassword: relay.password }),
      });
      const result = await json<TestEmailResult>(await relayAdmin.fetch(`${SETTINGS}/test`, { method: 'POST', json: {} }));
      expect(result).toMatchObject({ ok: true });
      expect(result.response).toMatch(/^250 /);
    } finally {
      await strict.close();
      await relaxed.close();
      await saving.close();
      if (other !== site.orm) await closeORM(other);
      await relay.stop();
      await save(saved({ smtpPassword: site.smtp.password }));
    }
  });

  describe("'Send test email' reports only what an SMTP server answers", () => {
    const servers: Server[] = [];
    const sockets = new Set<Socket>();
    /** A plain TCP server on 127.0.0.1 that does `onConnect` with each connection (another service, or none). */
    const tcpServer = async (onConnect: (socket: Socket) => void): Promise<number> => {
      const server = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
        onConnect(socket);
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    };
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    });
    // No user: the answers come before any sign-in would.
    const testAt = async (port: number) => {
      await save(saved({ smtpPort: port, smtpUser: null }));
      return sendTest();
    };

    it('another service (NATS, MariaDB, HTTP): "not an SMTP server", none of its words', async () => {
      const nats = await tcpServer((s) => s.write('INFO {"server_id":"NDRFXQ2C7","version":"2.10.7","max_payload":1048576}\r\n'));
      const mariadb = await tcpServer((s) =>
        s.write(Buffer.concat([Buffer.from([0x5b, 0, 0, 0, 0x0a]), Buffer.from('5.5.5-10.11.6-MariaDB-0+deb12u1\0secret-salt\0')])),
      );
      // Greets like SMTP, then answers EHLO like a web server.
      const http = await tcpServer((s) => {
        s.write('220 looks.like.smtp ESMTP\r\n');
        s.once('data', () => s.write('HTTP/1.1 400 Bad Request\r\nServer: internal-admin-panel/1.2\r\n\r\n'));
      });
      for (const port of [nats, mariadb, http]) {
        const result = await testAt(port);
        expect(result.ok).toBe(false);
        expect(result.response, String(port)).toMatch(/^Not an SMTP server/);
        expect(result.response).not.toMatch(/INFO|server_id|MariaDB|5\.5\.5|salt|HTTP|internal-admin-panel/);
      }
    });

    it('a closed port: "connection refused"; a silent server: "timed out"', async () => {
      const closed = await tcpServer(() => undefined);
      await new Promise((resolve) => servers.pop()!.close(resolve));
      const refused = await testAt(closed);
      expect(refused).toMatchObject({ ok: false });
      expect(refused.response).toMatch(/^Connection refused/);
      const silent = await tcpServer(() => undefined);
      const timedOut = await testAt(silent);
      expect(timedOut).toMatchObject({ ok: false });
      expect(timedOut.response).toMatch(/^Timed out/);
    }, 40_000);

    it('an SMTP server: its reply, a code and its text', async () => {
      site.smtp.rejectRecipient = () => ({ code: 550, message: 'No such user here' });
      await save(saved({ smtpPassword: site.smtp.password }));
      const refused = await sendTest();
      expect(refused.response).toBe('550 No such user here');
    });
  });

  it('lets SMTP_URL in the environment win over the saved server, and says so', async () => {
    const envSmtp = await startTestSmtp();
    let other: Orm = site.orm;
    if (engine === 'postgresql') other = await initORM({ databaseUrl: site.orm.config.get('clientUrl') });
    // Another instance of the same site (the same session secret), with SMTP_URL set.
    const envServer = await startTestServer(other, { SMTP_URL: envSmtp.url, SESSION_SECRET: site.server.config.sessionSecret });
    try {
      const envAdmin = await signedInBrowser(envServer, `${uniqueHandle('env-admin')}@oeuvre.test`, { admin: true });
      const res = await envAdmin.fetch(SETTINGS);
      const text = await res.text();
      expect(text).not.toContain(envSmtp.password);
      expect(text).not.toContain(site.smtp.password);
      expect(JSON.parse(text)).toMatchObject({ source: 'environment', smtpHost: '127.0.0.1', passwordSet: true });
      const to = `${uniqueHandle('env')}@example.org`;
      await enqueue(to, 'environment');
      await envServer.app.email.runOnce();
      expect(envSmtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
      expect(receivedBy(to)).toHaveLength(0);
      expect(envServer.logs.join('\n')).not.toContain(envSmtp.password);
    } finally {
      await envServer.close();
      if (other !== site.orm) await closeORM(other);
      await envSmtp.stop();
    }
  });

  it('restart mid-delivery: the message being sent when the server stops is sent exactly once', async () => {
    // A database of its own, so only the two instances of this test deliver from it.
    const own = await createTestOrm(engine);
    let other: Orm = own.orm;
    if (engine === 'postgresql') other = await initORM({ databaseUrl: own.orm.config.get('clientUrl') });
    const first = await startTestServer(own.orm);
    let second: TestServer | undefined;
    const to = `${uniqueHandle('restart')}@example.org`;
    let release!: () => void;
    let arrived!: () => void;
    const atServer = new Promise<void>((resolve) => (arrived = resolve));
    try {
      const firstAdmin = await signedInBrowser(first, `${uniqueHandle('restart-admin')}@oeuvre.test`, { admin: true });
      expect((await firstAdmin.fetch(SETTINGS, { method: 'PUT', json: saved({ smtpPassword: site.smtp.password }) })).status).toBe(200);
      site.smtp.beforeAnswer = () => {
        arrived();
        return new Promise<void>((resolve) => (release = resolve));
      };
      const em = own.orm.em.fork();
      const message = enqueueEmail(em, { to: { address: to }, kind: 'contact_message', content: content('restart') });
      await em.flush();
      const round = first.app.email.runOnce();
      await atServer; // at the SMTP server, not yet answered: leased by the first instance
      site.smtp.beforeAnswer = async () => undefined;
      expect((await own.orm.em.fork().findOneOrFail(OutboxMessage, message.id)).status).toBe('sending');
      // Another instance started meanwhile takes nothing while the lease holds.
      second = await startTestServer(other);
      await second.app.email.runOnce();
      expect((await own.orm.em.fork().findOneOrFail(OutboxMessage, message.id)).status).toBe('sending');
      // The first instance stops: it finishes the message it holds and records it.
      const closing = first.close();
      release();
      await round;
      await closing;
      expect(await own.orm.em.fork().findOneOrFail(OutboxMessage, message.id)).toMatchObject({ status: 'sent', attempts: 1 });
      await own.orm.em.fork().nativeUpdate(OutboxMessage, { id: message.id }, { nextAttemptAt: new Date(0) });
      await second.app.email.runOnce();
      expect(receivedBy(to)).toHaveLength(1);
    } finally {
      release?.();
      await second?.close();
      if (other !== own.orm) await closeORM(other);
      await own.close();
    }
  });

  it('keeps preferences per person: all on by default, the admin ones for admins only', async () => {
    const artist = await signedInArtist(site.server, 'prefs');
    const mine = await json<EmailPreferencesView>(await artist.browser.fetch('/api/email/preferences'));
    expect(mine.items).toEqual([
      { preference: 'profile_review', enabled: true },
      { preference: 'connection_request', enabled: true },
      { preference: 'request_accepted', enabled: true },
    ]);
    const adminView = await json<EmailPreferencesView>(await site.admin.fetch('/api/email/preferences'));
    expect(adminView.items.map((i) => i.preference)).toEqual([
      'profile_review',
      'connection_request',
      'request_accepted',
      'contact_message',
      'csv_import_finished',
    ]);
    const put = (body: unknown) => artist.browser.fetch('/api/email/preferences', { method: 'PUT', json: body });
    const off = await json<EmailPreferencesView>(await put({ preferences: { request_accepted: false } }));
    expect(off.items.find((i) => i.preference === 'request_accepted')!.enabled).toBe(false);
    expect(off.items.filter((i) => i.enabled)).toHaveLength(2);
    // Saved on the server.
    const again = await json<EmailPreferencesView>(await artist.browser.fetch('/api/email/preferences'));
    expect(again).toEqual(off);
    const refused = await put({ preferences: { contact_message: false } });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toEqual({ message: 'Unknown email preference', field: 'preferences.contact_message' });
    expect((await put({ preferences: { nonsense: false } })).status).toBe(400);
    expect((await put({ preferences: { request_accepted: 'no' } })).status).toBe(400);
    expect((await site.server.browser().fetch('/api/email/preferences')).status).toBe(401);
    // On again.
    const on = await json<EmailPreferencesView>(await put({ preferences: { request_accepted: true } }));
    expect(on.items.every((i) => i.enabled)).toBe(true);
  });

  it('answers every one of many simultaneous changes of one preference, and ends in a state one of them asked for', async () => {
    const artist = await signedInArtist(site.server, 'prefs-race');
    const put = (enabled: boolean) =>
      artist.browser.fetch('/api/email/preferences', { method: 'PUT', json: { preferences: { connection_request: enabled } } });
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => put(i % 3 === 0)));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const view = await json<EmailPreferencesView>(await artist.browser.fetch('/api/email/preferences'));
    expect(view.items.filter((i) => i.preference === 'connection_request')).toHaveLength(1);
    // Turned off twice in a row: still one row, still off.
    await put(false);
    expect((await put(false)).status).toBe(200);
    const off = await json<EmailPreferencesView>(await artist.browser.fetch('/api/email/preferences'));
    expect(off.items.find((i) => i.preference === 'connection_request')!.enabled).toBe(false);
  });

  it('honours a preference turned off: that kind is not written to the outbox, others still are', async () => {
    await save(saved({ smtpPassword: site.smtp.password }));
    const sender = await signedInArtist(site.server, 'quiet-sender');
    const receiver = await signedInArtist(site.server, 'loud-receiver');
    await sender.browser.fetch('/api/email/preferences', { method: 'PUT', json: { preferences: { request_accepted: false } } });
    const created = await sender.browser.fetch('/api/connections', { method: 'POST', json: { receiverId: receiver.profileId } });
    const { id } = await json<{ id: number }>(created);
    expect((await receiver.browser.fetch(`/api/connections/${id}/accept`, { method: 'POST', json: {} })).status).toBe(200);
    await site.server.app.email.runOnce();
    const em = site.orm.em.fork();
    expect(await em.count(OutboxMessage, { recipient: sender.email })).toBe(0);
    expect(await em.count(OutboxMessage, { recipient: receiver.email, kind: 'connection_request' })).toBe(1);
    expect(receivedBy(receiver.email)).toHaveLength(1);
  });

  it('one-click unsubscribe: the link in the headers and footer turns off only that kind, without signing in', async () => {
    await save(saved({ smtpPassword: site.smtp.password }));
    const sender = await signedInArtist(site.server, 'unsub-sender');
    const receiver = await signedInArtist(site.server, 'unsub-receiver');
    const ask = async (from: typeof sender, target: typeof receiver) => {
      const res = await from.browser.fetch('/api/connections', { method: 'POST', json: { receiverId: target.profileId } });
      return (await json<{ id: number }>(res)).id;
    };
    await ask(sender, receiver);
    await site.server.app.email.runOnce();
    const [mail] = receivedBy(receiver.email);
    // Unfolded: a long header continues on lines that start with white space.
    const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(mail!.raw.replace(/\r?\n[ \t]+/g, ''));
    expect(header).not.toBeNull();
    const url = header![1]!;
    // (Instances sharing this database in one process share the registered public address: compare the path.)
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/email\/unsubscribe\?token=\d+\.connection_request\.[\w-]{43}$/);
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(mail!.text).toContain(`Stop these emails: ${url}`);
    expect(mail!.html).toContain('Stop these emails</a>');
    const path = new URL(url).pathname + new URL(url).search;

    // Following the link (a mail scanner) only shows a page with a button.
    const page = await site.server.browser().fetch(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('href="/profile"');
    expect(await site.orm.em.fork().count(EmailOptOut, { user: receiver.userId })).toBe(0);

    // The mail client's one-click POST, with no session.
    const done = await fetch(`${site.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    const prefs = await json<EmailPreferencesView>(await receiver.browser.fetch('/api/email/preferences'));
    expect(prefs.items).toEqual([
      { preference: 'profile_review', enabled: true },
      { preference: 'connection_request', enabled: false },
      { preference: 'request_accepted', enabled: true },
    ]);
    // Again is harmless.
    expect((await fetch(`${site.server.url}${path}`, { method: 'POST' })).status).toBe(200);

    // The next request email is not sent; another kind still is.
    const other = await signedInArtist(site.server, 'unsub-other');
    await ask(other, receiver);
    const third = await signedInArtist(site.server, 'unsub-third');
    const back = await ask(receiver, third);
    expect((await third.browser.fetch(`/api/connections/${back}/accept`, { method: 'POST', json: {} })).status).toBe(200);
    await site.server.app.email.runOnce();
    expect(receivedBy(receiver.email).map((m) => m.subject)).toEqual([
      mail!.subject,
      expect.stringContaining('accepted your request'),
    ]);
  });

  it('answers 400 with a clear message for a bad or tampered unsubscribe token, and changes nothing', async () => {
    const artist = await signedInArtist(site.server, 'tamper');
    const before = await site.orm.em.fork().count(EmailOptOut, {});
    const good = `${artist.userId}.profile_review.${'A'.repeat(43)}`;
    for (const token of ['', 'nonsense', good, `${artist.userId}.unknown_kind.${'A'.repeat(43)}`]) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${site.server.url}/api/email/unsubscribe?token=${encodeURIComponent(token)}`, { method });
        expect(res.status, `${method} ${token}`).toBe(400);
        const text = await res.text();
        expect(text).toContain(UnsubscribeMessages.invalidToken);
        expect(text).not.toMatch(/at .*\.ts:\d+/);
      }
    }
    expect((await fetch(`${site.server.url}/api/email/unsubscribe`, { method: 'POST' })).status).toBe(400);
    expect(await site.orm.em.fork().count(EmailOptOut, {})).toBe(before);
  });

  it("the 'Email notifications' switch: off writes no notification email, on again sends", async () => {
    await save(saved({ enabled: false, smtpPassword: site.smtp.password }));
    expect((await json<{ emailNotifications: boolean }>(await site.admin.fetch('/api/admin/settings'))).emailNotifications).toBe(false);
    const artist = await signedInArtist(site.server, 'switch', { published: false });
    expect((await site.admin.fetch(`/api/admin/approve/${artist.profileId}`, { method: 'POST', json: {} })).status).toBe(200);
    expect(await site.orm.em.fork().count(OutboxMessage, { recipient: artist.email })).toBe(0);
    await save(saved({ enabled: true }));
    const again = await signedInArtist(site.server, 'switch-on', { published: false });
    expect((await site.admin.fetch(`/api/admin/approve/${again.profileId}`, { method: 'POST', json: {} })).status).toBe(200);
    await site.server.app.email.runOnce();
    expect(receivedBy(again.email)).toHaveLength(1);
  });
});
