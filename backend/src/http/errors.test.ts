import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isClientGone, isDatabaseUnavailable, logJobFailure, toHttpError } from './errors.ts';

/** An error shaped as the pg client raises it: a message and, from the server, a SQLSTATE code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('a database that cannot be reached answers 503', () => {
  it.each([
    [
      'the server restarting',
      new DriverException(pgError('terminating connection due to administrator command', '57P01')),
    ],
    ['the server starting up', pgError('the database system is starting up', '57P03')],
    ['a connection failure', pgError('connection failure', '08006')],
    ['too many connections', pgError('sorry, too many clients already', '53300')],
    ['nothing listening', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection cut mid-query', new DriverException(pgError('Connection terminated unexpectedly'))],
    ['no connection in time', pgError('timeout exceeded when trying to connect')],
    ['a pool connection timeout', pgError('Connection terminated due to connection timeout')],
    [
      'a cause further down',
      new Error('query failed', {
        cause: pgError('terminating connection due to administrator command', '57P01'),
      }),
    ],
    ['a MikroORM connection exception', new ConnectionException(pgError('connection lost'))],
  ])('%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toHttpError(error).status).toBe(503);
    expect(toHttpError(error).message).not.toMatch(/terminat|ECONN|5432/);
  });

  it('other database errors are not outages', () => {
    expect(
      isDatabaseUnavailable(new DriverException(pgError('syntax error at or near "selec"', '42601'))),
    ).toBe(false);
    expect(toHttpError(new DriverException(pgError('division by zero', '22012'))).status).toBe(500);
    expect(
      toHttpError(new UniqueConstraintViolationException(pgError('duplicate key', '23505'))).status,
    ).toBe(409);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('a client that went away', () => {
  it('is told apart from a failure of ours', () => {
    expect(
      isClientGone(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })),
    ).toBe(true);
    expect(isClientGone(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isClientGone(new Error('boom'))).toBe(false);
    expect(isClientGone(undefined)).toBe(false);
  });
});

describe("a background job's failure", () => {
  const recorder = () => {
    const lines: { level: 'warn' | 'error'; fields: object; message: string }[] = [];
    return {
      lines,
      warn: (fields: object, message: string) => lines.push({ level: 'warn', fields, message }),
      error: (fields: object, message: string) => lines.push({ level: 'error', fields, message }),
    };
  };

  it('is a warning while the database cannot be reached (the job runs again on its timer)', () => {
    const log = recorder();
    logJobFailure(
      log,
      new DriverException(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      'outbox delivery failed',
    );
    expect(log.lines).toEqual([
      {
        level: 'warn',
        fields: { reason: 'connect ECONNREFUSED 127.0.0.1:5432' },
        message: 'outbox delivery failed: database unavailable, will retry',
      },
    ]);
  });

  it('is an error, with the error itself, for anything else', () => {
    const log = recorder();
    const err = new Error('SMTP said no');
    logJobFailure(log, err, 'outbox delivery failed');
    expect(log.lines).toEqual([{ level: 'error', fields: { err }, message: 'outbox delivery failed' }]);
  });
});
