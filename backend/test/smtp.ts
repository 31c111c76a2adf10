import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export type ReceivedEmail = {
  /** The envelope recipients. */
  to: string[];
  /** The To header as sent (display name and address). */
  toHeader: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

/**
 * The test SMTP servers' certificate (self-signed, for 127.0.0.1 and localhost, test use only): trusted by this
 * process once a server with TLS starts; a server started as a child process trusts it through NODE_EXTRA_CA_CERTS.
 */
export const TEST_SMTP_CERT_FILE = path.join(import.meta.dirname, 'tls', 'smtp-test-cert.pem');
const TEST_SMTP_KEY_FILE = path.join(import.meta.dirname, 'tls', 'smtp-test-key.pem');

let trusted = false;
/** Adds the test certificate to this process's trusted certificates (as a CA an operator installed would be). */
export function trustTestSmtpCertificate(): void {
  if (trusted) return;
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(TEST_SMTP_CERT_FILE, 'utf8')]);
  trusted = true;
}

export type TestSmtpOptions = {
  /**
   * `'starttls'` (the default): STARTTLS with the trusted test certificate; `'untrusted'`: STARTTLS with
   * smtp-server's own self-signed certificate, which nobody trusts; `'none'`: no STARTTLS, sign-in in plaintext.
   */
  tls?: 'starttls' | 'untrusted' | 'none';
};

export type SignInAttempt = { user: string; password: string; overTls: boolean };

export type TestSmtp = {
  port: number;
  /** An SMTP_URL for this server with its user and password. */
  url: string;
  user: string;
  password: string;
  received: ReceivedEmail[];
  /** Every AUTH the server was given, with whether the connection was encrypted then. */
  signIns: SignInAttempt[];
  /** The answer given to RCPT TO for an address: undefined accepts it. */
  rejectRecipient: (address: string) => { code: number; message: string } | undefined;
  /** Awaited after a message has arrived and before the server answers it (holds a delivery in flight). */
  beforeAnswer: () => Promise<void>;
  /** Stops listening (a later connection is refused); `start` listens again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

/** A real SMTP server on 127.0.0.1 that requires sign-in and keeps every message it accepts. */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const mode = options.tls ?? 'starttls';
  if (mode === 'starttls') trustTestSmtpCertificate();
  const user = 'mailer';
  const password = `pw-${Math.random().toString(36).slice(2)}-secret`;
  const received: ReceivedEmail[] = [];
  const signIns: SignInAttempt[] = [];
  let server: SMTPServer | undefined;
  const smtp: TestSmtp = {
    port: 0,
    url: '',
    user,
    password,
    received,
    signIns,
    rejectRecipient: () => undefined,
    beforeAnswer: async () => undefined,
    stop: async () => {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: async () => {
      server = new SMTPServer({
        authOptional: false,
        allowInsecureAuth: true,
        ...(mode === 'none'
          ? { disabledCommands: ['STARTTLS'] }
          : mode === 'starttls'
            ? { key: readFileSync(TEST_SMTP_KEY_FILE), cert: readFileSync(TEST_SMTP_CERT_FILE) }
            : {}),
        logger: false,
        onAuth(auth, session, callback) {
          signIns.push({ user: auth.username ?? '', password: auth.password ?? '', overTls: Boolean(session.secure) });
          if (auth.username === user && auth.password === password) callback(null, { user });
          else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
        },
        onRcptTo(address, _session, callback) {
          const answer = smtp.rejectRecipient(address.address);
          if (answer) callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          else callback();
        },
        onData(stream: SMTPServerDataStream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            Promise.all([simpleParser(raw), smtp.beforeAnswer()]).then(
              ([mail]) => {
                const toHeader = Array.isArray(mail.to)
                  ? mail.to.map((t) => t.text).join(', ')
                  : (mail.to?.text ?? '');
                received.push({
                  to: session.envelope.rcptTo.map((r) => r.address),
                  toHeader,
                  from: mail.from?.text ?? '',
                  subject: mail.subject ?? '',
                  text: mail.text ?? '',
                  html: typeof mail.html === 'string' ? mail.html : '',
                  raw,
                });
                callback();
              },
              (error: Error) => callback(error),
            );
          });
        },
      });
      const s = server;
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(smtp.port, '127.0.0.1', () => resolve());
      });
      smtp.port = (s.server.address() as AddressInfo).port;
      smtp.url = `smtp://${user}:${password}@127.0.0.1:${smtp.port}`;
    },
  };
  await smtp.start();
  return smtp;
}
