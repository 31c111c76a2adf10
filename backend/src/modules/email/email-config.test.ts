import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const load = (env: Record<string, string>) => loadConfig(env, { persistSecret: false });

describe('email configuration', () => {
  it('has no SMTP server and a no-reply sender at the public host by default', () => {
    const config = load({ PUBLIC_URL: 'http://oeuvre.example:8080', ALLOW_BUILTIN_SIGNIN: 'true' });
    expect(config.email).toEqual({
      smtpUrl: undefined,
      from: { name: 'Oeuvre', address: 'no-reply@oeuvre.example' },
      allowPlaintextAuth: false,
    });
    expect(load({ SMTP_ALLOW_PLAINTEXT_AUTH: 'true' }).email.allowPlaintextAuth).toBe(true);
    expect(() => load({ SMTP_ALLOW_PLAINTEXT_AUTH: 'sometimes' })).toThrow(
      'Invalid configuration: SMTP_ALLOW_PLAINTEXT_AUTH must be true or false',
    );
  });

  it('reads SMTP_URL and EMAIL_FROM with or without a display name', () => {
    expect(
      load({ SMTP_URL: 'smtps://u:p@mail.example:465', EMAIL_FROM: 'Studio Oeuvre <hello@oeuvre.example>' })
        .email,
    ).toEqual({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: { name: 'Studio Oeuvre', address: 'hello@oeuvre.example' },
      allowPlaintextAuth: false,
    });
    expect(load({ EMAIL_FROM: 'hello@oeuvre.example' }).email.from).toEqual({
      name: '',
      address: 'hello@oeuvre.example',
    });
  });

  it('refuses a bad SMTP_URL naming the variable, without repeating its value (it may hold a password)', () => {
    expect(() => load({ SMTP_URL: 'http://user:hunter2secret@mail.example' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    try {
      load({ SMTP_URL: 'http://user:hunter2secret@mail.example' });
    } catch (error) {
      expect(String(error)).not.toContain('hunter2secret');
    }
  });

  it('refuses an EMAIL_FROM that is not one address on one line', () => {
    for (const bad of [
      'not an address',
      'Oeuvre <a@b.example>\r\nBcc: x@y.example',
      'Oeuvre\u2028 <a@b.example>',
      'a@b.example, c@d.example',
    ]) {
      expect(() => load({ EMAIL_FROM: bad })).toThrow(
        /^Invalid configuration: EMAIL_FROM must be an address/,
      );
    }
  });
});
