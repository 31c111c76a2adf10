// The artist profile as the CV editor and the admin edit it.
import * as v from 'valibot';
import {
  BIRTH_YEAR_MIN,
  DISCIPLINES,
  FULL_NAME_MIN_LENGTH,
  MAX_DISCIPLINES,
  STATEMENT_MIN_LENGTH,
  TEXT_LIMITS,
} from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { authorityInputs } from './authorities.ts';
import {
  emailField,
  formObject,
  isHttpUrl,
  minText,
  optionalHttpUrl,
  optionalImageUrl,
  optionalSingleLineText,
  requiredText,
  singleLineMinText,
} from './fields.ts';

export const disciplinesField = v.optional(
  v.pipe(
    v.array(v.picklist(DISCIPLINES, M.disciplines), M.disciplines),
    v.maxLength(MAX_DISCIPLINES, M.disciplines),
  ),
);

/** The current year: the latest birth year a profile takes. */
const currentYear = () => new Date().getFullYear();

/**
 * Optional birth year: a whole number from 1900 to this year, given as a number or as the form's text; blank or null
 * clears it.
 */
export const birthYearField = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()], () => M.birthYear(currentYear()))),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check(
      (value) =>
        value === null ||
        value === '' ||
        (/^\d+$/.test(String(value)) && Number(value) >= BIRTH_YEAR_MIN && Number(value) <= currentYear()),
      () => M.birthYear(currentYear()),
    ),
    v.transform((value) => (value === null || value === '' ? null : Number(value))),
  ),
);

/** Optional place of birth: one line, as long as a city may be. */
export const birthPlaceField = optionalSingleLineText(M.singleLine('Place of birth'));

/** Whether the public profile, its CV and its structured data show the email (off for a new profile). */
export const showEmailField = v.optional(v.boolean(M.invalidBody));

/** Basic info of the CV editor: body of POST /api/artists and PATCH /api/artists/:id. */
export const artistProfileInput = formObject({
  fullName: singleLineMinText(FULL_NAME_MIN_LENGTH, M.fullName, M.singleLine('Full name')),
  displayName: optionalSingleLineText(M.singleLine('Display name')),
  email: emailField(M.email),
  showEmail: showEmailField,
  website: optionalHttpUrl(M.website),
  city: requiredText(M.city),
  country: requiredText(M.country),
  birthYear: birthYearField,
  birthPlace: birthPlaceField,
  artistStatement: minText(STATEMENT_MIN_LENGTH, M.artistStatement, TEXT_LIMITS.statement),
  profileImageUrl: optionalImageUrl(M.fileUrl),
  disciplines: disciplinesField,
  ...authorityInputs,
});
export type ArtistProfileInput = v.InferOutput<typeof artistProfileInput>;
export type ArtistProfileForm = v.InferInput<typeof artistProfileInput>;

/** The admin form treats an empty website or a bare 'https://' as none. */
const adminWebsite = v.optional(
  v.pipe(
    v.nullable(v.string(M.websiteAdmin)),
    v.transform((s) => {
      const t = (s ?? '').trim();
      return t === '' || t === 'https://' || t === 'http://' ? null : t;
    }),
    v.check((s) => s === null || (s.length <= TEXT_LIMITS.url && isHttpUrl(s)), M.websiteAdmin),
  ),
);

/** Admin edit of an artist: body of PATCH /api/admin/artists/:id. */
export const adminArtistInput = formObject({
  fullName: singleLineMinText(FULL_NAME_MIN_LENGTH, M.fullNameAdmin, M.singleLine('Full name')),
  displayName: optionalSingleLineText(M.singleLine('Display name')),
  email: emailField(M.email),
  website: adminWebsite,
  city: requiredText(M.city),
  country: requiredText(M.country),
  artistStatement: minText(STATEMENT_MIN_LENGTH, M.artistStatement, TEXT_LIMITS.statement),
  profileImageUrl: optionalImageUrl(M.fileUrl),
  disciplines: disciplinesField,
  /** The version the admin loaded (optimistic locking): a stale one is refused with 409. */
  version: v.optional(
    v.pipe(v.number(M.invalidBody), v.integer(M.invalidBody), v.minValue(1, M.invalidBody)),
  ),
});
export type AdminArtistInput = v.InferOutput<typeof adminArtistInput>;
export type AdminArtistForm = v.InferInput<typeof adminArtistInput>;

/**
 * Body of PATCH /api/admin/artists/:id: only the fields the admin changed (each checked as in the full form), so
 * an edit never carries along the artist's change that waits for review.
 */
export const adminArtistPatch = v.partial(adminArtistInput);
export type AdminArtistPatch = v.InferOutput<typeof adminArtistPatch>;
export type AdminArtistPatchForm = v.InferInput<typeof adminArtistPatch>;
