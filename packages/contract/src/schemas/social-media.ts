// Social links: a platform and a handle or a full URL.
import * as v from 'valibot';
import { SOCIAL_PLATFORMS, TEXT_LIMITS, type SocialPlatform } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { formObject, isHttpUrl, itemVisibility, visibilityField, visibilityInput } from './fields.ts';

/** Anything that names a scheme ("javascript:", "data:", "//host") must be an http(s) URL. */
function isSafeHandleOrUrl(value: string): boolean {
  const looksLikeUrl = /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//');
  return looksLikeUrl ? isHttpUrl(value) : !/[\s<>"]/.test(value);
}

const username = v.pipe(
  v.string(M.socialUsername),
  v.trim(),
  v.nonEmpty(M.socialUsername),
  v.maxLength(TEXT_LIMITS.url, M.tooLong(TEXT_LIMITS.url)),
  v.check(isSafeHandleOrUrl, M.socialUsernameUrl),
);
const platform = v.picklist(SOCIAL_PLATFORMS, M.socialPlatform);

export const socialMediaInput = formObject({
  platform: v.optional(platform, 'other'),
  username,
  visibility: visibilityInput,
});
export const socialMediaPatch = v.partial(v.object({ platform, username, visibility: visibilityField }));
export const socialMedia = v.object({
  id: v.number(),
  platform,
  username: v.string(),
  visibility: itemVisibility,
});

export type SocialMediaInput = v.InferOutput<typeof socialMediaInput>;
export type SocialMediaPatch = v.InferOutput<typeof socialMediaPatch>;
export type SocialMedia = v.InferOutput<typeof socialMedia>;

const PROFILE_BASES: Partial<Record<SocialPlatform, string>> = {
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
  facebook: 'https://facebook.com/',
  linkedin: 'https://linkedin.com/in/',
  youtube: 'https://youtube.com/@',
};

/** The link to open for a social entry, or null when none can be made safely. */
export function socialLink(entry: { platform: string; username: string }): string | null {
  const value = entry.username.trim();
  if (isHttpUrl(value)) return value;
  if (/^www\.[^\s/]+\.[a-z]{2,}(\/\S*)?$/i.test(value)) return `https://${value}`;
  const base = PROFILE_BASES[entry.platform as SocialPlatform];
  const handle = value.replace(/^@/, '');
  return base && handle && !/[\s/:]/.test(handle) ? base + encodeURIComponent(handle) : null;
}
