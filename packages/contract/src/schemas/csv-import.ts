// Batch upload of artists by CSV: one row's rules, the result summary and the import job.
import * as v from 'valibot';
import { FULL_NAME_MIN_LENGTH, TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import {
  emailField,
  formObject,
  optionalHttpUrl,
  optionalText,
  requiredText,
  singleLineMinText,
  timestamp,
} from './fields.ts';

export const csvArtistRow = formObject({
  fullName: singleLineMinText(FULL_NAME_MIN_LENGTH, M.fullName, M.singleLine('Full name')),
  email: emailField(M.email),
  city: requiredText(M.city),
  country: requiredText(M.country),
  website: optionalHttpUrl(M.website),
  artistStatement: optionalText(TEXT_LIMITS.statement),
});
export type CsvArtistRow = v.InferOutput<typeof csvArtistRow>;

export const csvUploadResult = v.object({
  successful: v.number(),
  failed: v.number(),
  errors: v.array(v.string()),
});
export type CsvUploadResult = v.InferOutput<typeof csvUploadResult>;

export const CSV_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
/** A CSV import running in the background, polled for real progress. */
export const csvJob = v.object({
  id: v.number(),
  status: v.picklist(CSV_JOB_STATES),
  totalRows: v.number(),
  processedRows: v.number(),
  successful: v.number(),
  failed: v.number(),
  errors: v.array(v.string()),
  createdAt: timestamp,
  finishedAt: v.nullable(timestamp),
});
export type CsvJob = v.InferOutput<typeof csvJob>;
