import { defineEntity, p } from '@mikro-orm/core';
import { updatedAt } from '../../db/properties.ts';

/** The single row of site-wide settings with the product's defaults; the first migration inserts it. */
export const SITE_SETTINGS_ID = 1;

export const SiteSettingsSchema = defineEntity({
  name: 'SiteSettings',
  properties: {
    id: p.integer().primary().autoincrement(false).default(SITE_SETTINGS_ID),
    siteName: p.text().default('Oeuvre'),
    siteDescription: p
      .text()
      .default(
        'A living record of artistic practice and a trusted index for curators, critics and galleries.',
      ),
    allowRegistration: p.boolean().default(true),
    requireApproval: p.boolean().default(true),
    maxGallerySize: p.integer().default(25),
    // The master switch of notification emails (the Email tab); on unless an admin turns it off.
    emailNotifications: p.boolean().default(true),
    // Comma-separated; these addresses are made admin when they sign in.
    adminEmails: p.text().default(''),
    // The SMTP server saved on the Email tab (SMTP_URL in the environment wins over it).
    smtpHost: p.text().nullable(),
    smtpPort: p.integer().default(587),
    smtpUser: p.text().nullable(),
    // AES-256-GCM under a key derived from the session secret (email/secret-box.ts); never sent back.
    smtpPasswordEncrypted: p.text().nullable(),
    emailFrom: p.text().nullable(),
    emailReplyTo: p.text().nullable(),
    updatedAt: updatedAt(),
  },
  checks: [
    { name: 'site_settings_single_row_check', expression: `id = ${SITE_SETTINGS_ID}` },
    {
      name: 'site_settings_max_gallery_size_check',
      expression: 'max_gallery_size >= 1 and max_gallery_size <= 100',
    },
  ],
});

export class SiteSettings extends SiteSettingsSchema.class {}

SiteSettingsSchema.setClass(SiteSettings);
