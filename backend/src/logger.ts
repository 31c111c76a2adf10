import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; credentials are redacted wherever they could appear. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
          '*.code',
          '*.code_verifier',
          '*.access_token',
          '*.id_token',
          '*.refresh_token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
