import { defineEntity, p } from '@mikro-orm/core';
import { CV_IMPORT_STATES } from '@oeuvre/contract';
import { createdAt, id } from '../../db/properties.ts';
import { User } from '../users/user.entity.ts';
import type { StoredReading } from './cv-import.types.ts';

/**
 * One CV being read or waiting for its owner's review: what was read, never the file (its bytes are dropped once
 * read). Deleted when applied, discarded or expired.
 */
export const CvImportSchema = defineEntity({
  name: 'CvImport',
  properties: {
    id: id(),
    owner: () => p.manyToOne(User).deleteRule('cascade').index(),
    status: p.enum(CV_IMPORT_STATES).default('reading'),
    /** Why reading failed (a reader code, 'timeout', 'interrupted'), and the message the owner sees. */
    failure: p.text().nullable(),
    message: p.text().nullable(),
    result: p.json<StoredReading>().nullable(),
    createdAt: createdAt(),
    expiresAt: p.datetime().index(),
  },
  indexes: [
    // One reading per person at a time, enforced by the database (a second start while one is read is refused).
    {
      name: 'cv_import_one_reading_per_owner',
      expression: `create unique index "cv_import_one_reading_per_owner" on "cv_import" ("owner_id") where status = 'reading'`,
    },
  ],
});

export class CvImport extends CvImportSchema.class {}

CvImportSchema.setClass(CvImport);
