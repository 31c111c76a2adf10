// Delivering the outbox: claim one due message (FOR UPDATE SKIP LOCKED, so several instances never take the same
// one), send it over SMTP, record the answer, then claim the next. Each message is leased only while it is being sent:
// a batch leased at once would run out of lease behind a slow server, and another instance would send its tail again.
// At least once: a worker that dies between the SMTP server's acceptance and the 'sent' update leaves the message
// 'sending'; when its lease ends it is sent again.
import nodemailer from 'nodemailer';
import type { Config, EmailConfig } from '../../config.ts';
import type { Em } from '../../db/orm.ts';
import { logJobFailure } from '../../http/errors.ts';
import { currentTransport, type SmtpTransport } from './email-settings.service.ts';

export type DeliveryOptions = {
  /** How long a claimed message belongs to its worker before another may take it over. */
  leaseMs: number;
  /** Messages sent per round (each claimed, with its own lease, just before it is sent). */
  batchSize: number;
  /** Temporary failures are retried until the message is this old, then it is marked failed. */
  giveUpAfterMs: number;
};

export const DEFAULT_DELIVERY: DeliveryOptions = {
  leaseMs: 5 * 60_000,
  batchSize: 20,
  giveUpAfterMs: 24 * 60 * 60_000,
};

type ClaimedRow = {
  id: number;
  recipient: string;
  recipient_name: string;
  subject: string;
  text: string;
  html: string;
  unsubscribe_url: string | null;
  attempts: number;
  created_at: Date | string;
};

export type OutgoingEmail = {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe address (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  unsubscribeUrl?: string | null;
};

export type Mailer = {
  /** Resolves with the SMTP server's answer to the message (its 250 line). */
  send: (message: OutgoingEmail) => Promise<string>;
  close: () => void;
};

export type MailerTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number };
const WORKER_TIMEOUTS: MailerTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * A mailer for the server that sends (STARTTLS whenever the server offers it; `smtps://` or port 465 is TLS from
 * the start), with bounded waits. Credentials go only over TLS whose certificate is valid for the host: without
 * STARTTLS, or with a certificate that does not check out, nothing is signed in and nothing sent (unless
 * SMTP_ALLOW_PLAINTEXT_AUTH allows a relay without TLS).
 */
export function mailerFor(transport: SmtpTransport, timeouts: MailerTimeouts = WORKER_TIMEOUTS): Mailer {
  const common = { ...timeouts, logger: false, debug: false } as const;
  const signsIn = transport.source === 'environment' ? hasCredentials(transport.url) : Boolean(transport.user);
  const tls = {
    requireTLS: signsIn && !transport.allowPlaintextAuth,
    tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
  } as const;
  const smtp =
    transport.source === 'environment'
      ? nodemailer.createTransport({ url: transport.url, ...tls, ...common })
      : nodemailer.createTransport({
          host: transport.host,
          port: transport.port,
          secure: transport.port === 465,
          ...(transport.user ? { auth: { user: transport.user, pass: transport.password ?? '' } } : {}),
          ...tls,
          ...common,
        });
  const { from } = transport;
  return {
    send: async (message) => {
      // Display names are given apart from addresses, so the mailer encodes them (RFC 2047); nothing else a
      // person typed reaches a header except the subject line, which is built from one-line fields.
      const info = (await smtp.sendMail({
        from: from.name ? { name: from.name, address: from.address } : from.address,
        to: message.to.name ? message.to : message.to.address,
        ...(transport.replyTo ? { replyTo: transport.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.unsubscribeUrl
          ? {
              headers: {
                'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      })) as { response?: string };
      return String(info.response ?? '');
    },
    close: () => smtp.close(),
  };
}

function hasCredentials(url: string): boolean {
  try {
    return new URL(url).username !== '';
  } catch {
    return true;
  }
}

/** An SMTP mailer from `smtp://` or `smtps://` (the environment's SMTP_URL). */
export function smtpMailer(config: EmailConfig & { smtpUrl: string }): Mailer {
  return mailerFor({
    source: 'environment',
    url: config.smtpUrl,
    from: config.from,
    allowPlaintextAuth: config.allowPlaintextAuth,
  });
}

/** Takes up to `limit` due messages: queued ones whose time has come and 'sending' ones whose lease ended. */
export async function claimDue(em: Em, options: Pick<DeliveryOptions, 'leaseMs'>, limit = 1): Promise<ClaimedRow[]> {
  const rows = await em.getConnection().execute<ClaimedRow[]>(
    `update outbox_message set status = 'sending', attempts = attempts + 1,
            next_attempt_at = now() + (? * interval '1 millisecond')
      where id in (select id from outbox_message
                    where status in ('queued', 'sending') and next_attempt_at <= now()
                    order by next_attempt_at, id limit ? for update skip locked)
      returning id, recipient, recipient_name, subject, text, html, unsubscribe_url, attempts, created_at`,
    [options.leaseMs, limit],
    'all',
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

type SmtpError = Error & { code?: string; originalCode?: string; responseCode?: number; response?: string; command?: string };

/** One reply line of an SMTP server: three digits, then its text. */
const SMTP_REPLY_LINE = /^[2-5]\d\d(?:[ -].*)?$/;
/** Node's and OpenSSL's codes for a TLS connection that failed (a certificate refused, no TLS on the other side). */
const TLS_FAILURE = /^(?:EPROTO|ERR_SSL_\w+|ERR_TLS_\w+|\w*CERT\w*|UNABLE_TO_\w+)$/;

/**
 * What went wrong, for the admin (the outbox and 'Send test email'): the SMTP server's reply when it gave one in an
 * SMTP conversation (its code and text), otherwise only a category. Whatever another kind of service sent (a
 * database's or a message broker's greeting, a web server's page) is never repeated, so the settings cannot be used
 * to read other services; never the credentials either.
 */
export function describeFailure(error: unknown): string {
  const e = (error ?? {}) as SmtpError;
  const codes = [e.code, e.originalCode].filter((c): c is string => typeof c === 'string');
  const has = (pattern: RegExp) => codes.some((c) => pattern.test(c));
  const category = (text: string) => `${text}${codes[0] ? ` (${codes[0]})` : ''}`;
  if (e.code === 'ETLS' && e.command === 'STARTTLS' && e.response)
    return category('The server does not offer TLS (STARTTLS): the sign-in was not sent');
  if (e.code === 'ETLS' || has(TLS_FAILURE)) return category("TLS failed: the server's certificate was not accepted");
  // A greeting other than 220, or an answer that is not an SMTP reply: the other side is not an SMTP server.
  if (e.code === 'EPROTOCOL') return category('Not an SMTP server: it did not answer as one');
  if (typeof e.response === 'string' && e.response.trim() !== '') {
    const lines = e.response.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    if (typeof e.responseCode === 'number' && lines.every((l) => SMTP_REPLY_LINE.test(l)))
      return lines.join(' ').replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').slice(0, 500);
    return category('Not an SMTP server: it did not answer as one');
  }
  if (has(/^ECONNREFUSED$/)) return category('Connection refused');
  if (has(/^ETIMEDOUT$/) || /timeout|never received|within \d+ seconds/i.test(String(e.message ?? '')))
    return category('Timed out: no answer from the server');
  if (has(/^(?:ENOTFOUND|EAI_AGAIN|EDNS)$/)) return category('Host not found');
  if (has(/^(?:EHOSTUNREACH|ENETUNREACH)$/)) return category('Host unreachable');
  if (e.code === 'EAUTH') return category('Sign-in failed');
  if (has(/^(?:ECONNRESET|EPIPE|ECONNECTION|ESOCKET)$/)) return category('Connection closed by the server');
  return category('Could not send');
}

/**
 * A 5xx answer about the message or its recipient will be the same next time. Everything else is worth another
 * try: 4xx answers, refused connections, timeouts, and failed sign-in to the SMTP server (a setting to fix,
 * not a fault of the message).
 */
export function isPermanent(error: unknown): boolean {
  const e = error as SmtpError;
  // Failed sign-in, refused TLS and a server that does not speak SMTP are settings to fix, not faults of the message.
  if (['EAUTH', 'ENOAUTH', 'ETLS', 'EPROTOCOL'].includes(e?.code ?? '')) return false;
  return typeof e?.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
}

/** 30 s, 1 min, 2 min ... up to an hour between attempts, with a little spread so instances do not align. */
export function retryDelayMs(attempts: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

export type RoundResult = { sent: number; retried: number; failed: number };

/** One round: claims what is due and delivers it. `fork` gives a fresh entity manager. */
export async function deliverDue(
  fork: () => Em,
  mailer: Mailer,
  options: DeliveryOptions = DEFAULT_DELIVERY,
): Promise<RoundResult> {
  const result: RoundResult = { sent: 0, retried: 0, failed: 0 };
  for (let n = 0; n < options.batchSize; n++) {
    // Claimed right before it is sent, so its lease covers one send, never the wait behind the others.
    const [row] = await claimDue(fork(), options);
    if (!row) break;
    // Only the worker holding this attempt records its outcome (a late one whose lease was taken over does not).
    const mine = `id = ? and status = 'sending' and attempts = ?`;
    try {
      await mailer.send({
        to: { name: row.recipient_name, address: row.recipient },
        subject: row.subject,
        text: row.text,
        html: row.html,
        unsubscribeUrl: row.unsubscribe_url,
      });
      await fork()
        .getConnection()
        .execute(
          `update outbox_message set status = 'sent', sent_at = now(), last_error = null where ${mine}`,
          [row.id, row.attempts],
        );
      result.sent++;
    } catch (error) {
      const answer = describeFailure(error);
      const expired = Date.now() - new Date(row.created_at).getTime() >= options.giveUpAfterMs;
      if (isPermanent(error) || expired) {
        await fork()
          .getConnection()
          .execute(`update outbox_message set status = 'failed', last_error = ? where ${mine}`, [
            expired && !isPermanent(error)
              ? `Gave up after ${Math.round(options.giveUpAfterMs / 3_600_000)} hours: ${answer}`
              : answer,
            row.id,
            row.attempts,
          ]);
        result.failed++;
      } else {
        await fork()
          .getConnection()
          .execute(
            `update outbox_message set status = 'queued', last_error = ?, next_attempt_at = now() + (? * interval '1 millisecond') where ${mine}`,
            [answer, retryDelayMs(row.attempts), row.id, row.attempts],
          );
        result.retried++;
      }
    }
  }
  return result;
}

type Log = {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
};

export type EmailWorker = {
  /** One delivery round now (the timer runs them too); resolves when it is done. */
  runOnce: () => Promise<RoundResult>;
  stop: () => Promise<void>;
};

/**
 * Delivers the outbox every `pollMs` in the background (unref'd), through the server that sends at that moment:
 * SMTP_URL, else the one saved on the Email tab (so a change applies without a restart). With neither, a round
 * claims nothing: messages wait in the outbox, 'queued'.
 */
export function startEmailWorker(
  fork: () => Em,
  config: Pick<Config, 'email' | 'sessionSecret'>,
  log: Log,
  options: DeliveryOptions & { pollMs: number } = { ...DEFAULT_DELIVERY, pollMs: 5_000 },
): EmailWorker {
  let mailer: { key: string; mailer: Mailer } | undefined;
  /** The mailer for the current settings, made again when they change. */
  const mailerNow = async (): Promise<Mailer | undefined> => {
    const transport = await currentTransport(fork(), config);
    const key = transport ? JSON.stringify(transport) : '';
    if (mailer?.key !== key) {
      mailer?.mailer.close();
      mailer = transport ? { key, mailer: mailerFor(transport) } : undefined;
    }
    return mailer?.mailer;
  };
  let current: Promise<RoundResult> | undefined;
  let stopped = false;
  const round = (): Promise<RoundResult> => {
    if (current) return current;
    current = (async () => {
      try {
        const total: RoundResult = { sent: 0, retried: 0, failed: 0 };
        const smtp = await mailerNow();
        if (!smtp) return total;
        // A full batch means more may be due: keep going until a round comes back short.
        for (;;) {
          const r = await deliverDue(fork, smtp, options);
          total.sent += r.sent;
          total.retried += r.retried;
          total.failed += r.failed;
          if (stopped || r.sent + r.retried + r.failed < options.batchSize) break;
        }
        if (total.sent + total.retried + total.failed > 0) log.info({ ...total }, 'outbox delivered');
        return total;
      } catch (err) {
        logJobFailure(log, err, 'outbox delivery failed');
        return { sent: 0, retried: 0, failed: 0 };
      } finally {
        current = undefined;
      }
    })();
    return current;
  };
  const timer = setInterval(() => {
    if (!stopped) void round();
  }, options.pollMs);
  timer.unref();
  return {
    runOnce: async () => {
      // A round already under way may have claimed before the caller's change: wait for it, then run one more.
      if (current) await current;
      return round();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (current) await current;
      mailer?.mailer.close();
      mailer = undefined;
    },
  };
}
