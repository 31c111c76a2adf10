import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/properties.ts';
import { User } from '../users/user.entity.ts';

export const CSV_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CsvJobStatus = (typeof CSV_JOB_STATUSES)[number];

/** One batch upload of artists by CSV and its result summary. */
export const CsvJobSchema = defineEntity({
  name: 'CsvJob',
  properties: {
    id: id(),
    // The record of an import stays when the admin who ran it is deleted.
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    status: p.enum(CSV_JOB_STATUSES).default('queued'),
    totalRows: p.integer().default(0),
    processedRows: p.integer().default(0),
    successful: p.integer().default(0),
    failed: p.integer().default(0),
    errors: p
      .json<string[]>()
      .onCreate(() => [])
      .defaultRaw(`'[]'`),
    createdAt: createdAt(),
    finishedAt: p.datetime().nullable(),
  },
});

export class CsvJob extends CsvJobSchema.class {}

CsvJobSchema.setClass(CsvJob);
