import type { AddressInfo } from 'node:net';
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

export type TestSmtp = {
  port: number;
  /** An SMTP_URL for this server with its user and password. */
  url: string;
  user: string;
  password: string;
  received: ReceivedEmail[];
  /** The answer given to RCPT TO for an address: undefined accepts it. */
  rejectRecipient: (address: string) => { code: number; message: string } | undefined;
  /** Awaited after a message has arrived and before the server answers it (holds a delivery in flight). */
  beforeAnswer: () => Promise<void>;
  /** Stops listening (a later connection is refused); `start` listens again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

/** A real SMTP server on 127.0.0.1 that requires sign-in and keeps every message it accepts. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const user = 'mailer';
  const password = `pw-${Math.random().toString(36).slice(2)}-secret`;
  const received: ReceivedEmail[] = [];
  let server: SMTPServer | undefined;
  const smtp: TestSmtp = {
    port: 0,
    url: '',
    user,
    password,
    received,
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
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth(auth, _session, callback) {
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
