import type { EntityManager } from '@mikro-orm/core';
import type { SiteSettingsInput } from '@oeuvre/contract';
import { recordActivity } from '../activity/activity.service.ts';
import type { User } from '../users/user.entity.ts';
import { SITE_SETTINGS_ID, SiteSettings } from './site-settings.entity.ts';

/**
 * The one row of site settings (requireApproval, allowRegistration, maxGallerySize, adminEmails...).
 * The first migration inserts it; should it ever be missing, it comes back with the defaults.
 */
export async function getSiteSettings(em: EntityManager): Promise<SiteSettings> {
  const row = await em.findOne(SiteSettings, { id: SITE_SETTINGS_ID });
  if (row) return row;
  await em.upsert(SiteSettings, { id: SITE_SETTINGS_ID }, { onConflictAction: 'ignore', onConflictFields: ['id'] });
  return em.findOneOrFail(SiteSettings, { id: SITE_SETTINGS_ID }, { refresh: true });
}

/** Replaces every setting (PUT) and notes it in the activity log. */
export async function saveSiteSettings(em: EntityManager, input: SiteSettingsInput, admin: User): Promise<SiteSettings> {
  const settings = await getSiteSettings(em);
  em.assign(settings, input);
  await em.flush();
  await recordActivity(em, { type: 'settings', message: `Site settings updated by ${admin.email}`, actor: admin });
  return settings;
}
