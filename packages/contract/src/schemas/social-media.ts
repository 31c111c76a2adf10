// Social links: a platform and a handle or a full URL.
import * as v from 'valibot';
import {
  EDITOR_SOCIAL_PLATFORMS,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  TEXT_LIMITS,
  type SocialPlatform,
} from '../constants.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
import { defineSection, entryText, fields as f } from '../section-definition.ts';
import { isHttpUrl } from './fields.ts';

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

const defined = defineSection({
  segment: 'social-media',
  itemPaths: 'flat',
  label: 'Social',
  noun: 'social media link',
  editorTabs: [{ id: 'social-media', title: 'Social', step: 'your social links' }],
  fields: {
    platform: f.choice(
      SOCIAL_PLATFORMS,
      SOCIAL_PLATFORM_LABELS,
      M.socialPlatform,
      'other',
      { label: 'Platform', markedRequired: true },
      EDITOR_SOCIAL_PLATFORMS,
    ),
    username: f.checked(username, { label: 'Username or URL', placeholder: '@yourname or https://…' }),
  },
  // Links in the artist's order.
  order: { by: 'artist' },
  summary: (i) => ({
    primary:
      SOCIAL_PLATFORM_LABELS[i.platform as keyof typeof SOCIAL_PLATFORM_LABELS] ?? entryText(i.platform),
    secondary: entryText(i.username),
  }),
  messages: {
    empty: E.empty.socialMedia,
    saveFailed: E.socialMedia.addFailed,
    deleteFailed: E.socialMedia.removeFailed,
  },
  visibilityLast: true,
});

export const socialMediaSection = publishes(
  defined,
  publicShape({
    key: 'socialMedia',
    label: 'Social media',
    fields: labelled(['platform', 'Platform'], ['username', 'Username']),
    item: v.object({ id: p.entryId, platform: p.text, username: p.text }),
    yearField: null,
    cv: false,
    order: 'artist',
  }),
);

export const socialMediaInput = socialMediaSection.input;
export const socialMedia = socialMediaSection.item;

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
