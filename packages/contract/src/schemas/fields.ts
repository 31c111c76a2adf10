// Field building blocks shared by every schema: trimmed text, safe URLs, emails, ids, years.
import * as v from 'valibot';
import { TEXT_LIMITS, UPLOADS_PATH_PREFIX } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';

/** True only for absolute http(s) URLs with a host: refuses javascript:, data:, file: and the like. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A file the server stored itself, referenced site-relative (no traversal, no protocol-relative). */
export function isUploadPath(value: string): boolean {
  return (
    value.startsWith(UPLOADS_PATH_PREFIX) &&
    !value.includes('..') &&
    !value.includes('\\') &&
    /^[\w\-./%]+$/.test(value)
  );
}

/**
 * An image the page may show: only a file this server stored (`/uploads/...`). A URL on another host would send
 * every visitor's address to that host, and the Content-Security-Policy (`img-src 'self'`) would not load it.
 */
export function isImageUrl(value: string): boolean {
  return isUploadPath(value);
}

/**
 * An object whose missing required fields get their own message (valibot reports a missing key
 * with the object's message, so this hands over the field's).
 */
export function formObject<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    if (issue.input === undefined && typeof key === 'string' && key in entries) {
      const message = (entries[key] as { message?: unknown }).message;
      if (typeof message === 'string') return message;
    }
    return M.invalidBody;
  });
}

/**
 * What never belongs in a one-line field: every line break (CR, LF, VT, FF, U+0085, U+2028, U+2029) and every other
 * control character (C0 including tab, DEL, C1). Such a field may reach a mail header, where a break forges one.
 */
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const isSingleLine = (value: string): boolean => !LINE_BREAK_OR_CONTROL.test(value);

/** The one-line rule as a pipe step, for a field whose text is checked otherwise too. */
export const singleLine = (message: string) => v.check(isSingleLine, message);

/** Required one-line text (a name, a subject): trimmed, non-empty, bounded, no line break or control character. */
export function singleLineText(message: string, lineMessage: string, max: number = TEXT_LIMITS.short) {
  return v.pipe(requiredText(message, max), singleLine(lineMessage));
}

/** Required text: trimmed, non-empty, bounded; a missing field gets the same message. */
export function requiredText(message: string, max: number = TEXT_LIMITS.short) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, M.tooLong(max)));
}

/** Text with a minimum length after trimming (full name, statement). */
export function minText(min: number, message: string, max: number = TEXT_LIMITS.short) {
  return v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, M.tooLong(max)));
}

/** A one-line name with a minimum length (the full name): `minText` with no line break or control character. */
export function singleLineMinText(min: number, message: string, lineMessage: string, max: number = TEXT_LIMITS.short) {
  return v.pipe(minText(min, message, max), singleLine(lineMessage));
}

/**
 * Optional text: missing stays undefined ("leave as is" in a PATCH); blank or null becomes null
 * ("none"), so a form can clear a field.
 */
export function optionalText(max: number = TEXT_LIMITS.short) {
  return v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => (s === null ? null : s.trim())),
      v.check((s) => s === null || s.length <= max, M.tooLong(max)),
      v.transform((s) => (s === '' ? null : s)),
    ),
  );
}

/** Optional one-line text (the display name): `optionalText` with no line break or control character. */
export function optionalSingleLineText(lineMessage: string, max: number = TEXT_LIMITS.short) {
  return v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => (s === null ? null : s.trim())),
      v.check((s) => s === null || s.length <= max, M.tooLong(max)),
      v.check((s) => s === null || isSingleLine(s), lineMessage),
      v.transform((s) => (s === '' ? null : s)),
    ),
  );
}

/** Optional text that must pass `accept` when given (URLs). */
export function optionalChecked(
  accept: (value: string) => boolean,
  message: string,
  max: number = TEXT_LIMITS.url,
) {
  return v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((s) => (s === null ? null : s.trim() || null)),
      v.check((s) => s === null || s.length <= max, M.tooLong(max)),
      v.check((s) => s === null || accept(s), message),
    ),
  );
}

export function httpUrl(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(TEXT_LIMITS.url, M.tooLong(TEXT_LIMITS.url)),
    v.check(isHttpUrl, message),
  );
}

export function optionalHttpUrl(message: string) {
  return optionalChecked(isHttpUrl, message);
}

export function imageUrl(message: string, invalidMessage: string = message) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(TEXT_LIMITS.url, M.tooLong(TEXT_LIMITS.url)),
    v.check(isImageUrl, invalidMessage),
  );
}

export function optionalImageUrl(message: string) {
  return optionalChecked(isImageUrl, message);
}

export function emailField(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(TEXT_LIMITS.email, message),
    v.email(message),
    singleLine(message),
  );
}

/** Optional email: blank or missing is none; anything else must be an email. */
export function optionalEmail(message: string) {
  return optionalChecked(
    (s) => isSingleLine(s) && v.is(v.pipe(v.string(), v.email()), s),
    message,
    TEXT_LIMITS.email,
  );
}

/** A year as the editor types it ("2019", "2019-2021", "c. 1990"); numbers are accepted too. */
/** A year sent as a number: a whole year of the calendar (1 to 9999), not any number. */
const yearNumber = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(9999, message));

export function yearText(message: string) {
  return v.pipe(
    v.union([v.string(message), yearNumber(message)], message),
    v.transform((y) => String(y).trim()),
    v.nonEmpty(message),
    v.maxLength(50, M.tooLong(50)),
  );
}

export function optionalYear() {
  return v.optional(
    v.pipe(
      v.nullable(v.union([v.string(), yearNumber(M.yearNumber)], M.yearNumber)),
      v.transform((y) => (y === null ? null : String(y).trim() || null)),
      v.check((y) => y === null || y.length <= 50, M.tooLong(50)),
    ),
  );
}

/** Positive database id; path and query values arrive as strings. */
export function idField(message: string = M.id) {
  return v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value)),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  );
}
export const idParam = idField();

export const slugParam = v.pipe(v.string(), v.trim(), v.nonEmpty(M.id), v.maxLength(200, M.id));

/** Response building blocks: timestamps are ISO 8601 strings in JSON. */
export const timestamp = v.string();
export const nullableText = v.nullable(v.string());
export const optionalNullableText = v.nullish(v.string());

/** Whether a CV entry is on the public page: a private one stays in the artist's draft, editor and own documents. */
export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_MESSAGE = "Visibility is 'public' or 'private'";
/** The entry's visibility as a patch sends it and the item carries it. */
export const visibilityField = v.picklist(VISIBILITIES, VISIBILITY_MESSAGE);
/** A new entry is public unless it says otherwise. */
export const visibilityInput = v.optional(visibilityField, 'public');
/** On an item the API answers: always present from the server; older copies without it are public. */
export const itemVisibility = v.optional(visibilityField);
