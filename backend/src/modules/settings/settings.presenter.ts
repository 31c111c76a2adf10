import type { PublicSettings, SiteSettings as SiteSettingsView } from '@oeuvre/contract';
import type { SiteSettings } from './site-settings.entity.ts';

/** What anyone may read: enough for the header, the footer and the sign-in button. */
export function presentPublicSettings(settings: SiteSettings): PublicSettings {
  return {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    allowRegistration: settings.allowRegistration,
  };
}

export function presentSiteSettings(settings: SiteSettings): SiteSettingsView {
  return {
    ...presentPublicSettings(settings),
    requireApproval: settings.requireApproval,
    maxGallerySize: settings.maxGallerySize,
    emailNotifications: settings.emailNotifications,
    adminEmails: settings.adminEmails,
  };
}
