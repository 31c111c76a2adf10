import type { EntityClass } from '@mikro-orm/core';
import { Activity } from '../modules/activity/activity.entity.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { Connection } from '../modules/connections/connection.entity.ts';
import { ContactMessage } from '../modules/contact/contact-message.entity.ts';
import { CsvJob } from '../modules/csv-import/csv-job.entity.ts';
import { CvImport } from '../modules/cv-import/cv-import.entity.ts';
import { CvSelection } from '../modules/cv-selections/cv-selection.entity.ts';
import { DesktopAuthCode } from '../modules/desktop/desktop-auth-code.entity.ts';
import { DesktopToken } from '../modules/desktop/desktop-token.entity.ts';
import { EmailOptOut } from '../modules/email/email-opt-out.entity.ts';
import { OutboxMessage } from '../modules/email/outbox-message.entity.ts';
import { GalleryItem } from '../modules/gallery/gallery-item.entity.ts';
import { SECTION_ENTITIES } from '../modules/sections/sections.entity.ts';
import { SiteSettings } from '../modules/settings/site-settings.entity.ts';
import { Upload } from '../modules/uploads/upload.entity.ts';
import { User } from '../modules/users/user.entity.ts';
import { Venue, VenueAlias, VenueAppearance, VenueSuggestion } from '../modules/venues/venue.entity.ts';

/** Every CV section table's entity (section-tables.ts). */
export const sectionEntities: EntityClass<object>[] = Object.values(SECTION_ENTITIES);

export const entities = [
  User,
  ArtistProfile,
  ...sectionEntities,
  GalleryItem,
  Upload,
  Connection,
  ContactMessage,
  Activity,
  SiteSettings,
  Session,
  DesktopToken,
  DesktopAuthCode,
  CsvJob,
  CvSelection,
  CvImport,
  OutboxMessage,
  EmailOptOut,
  Venue,
  VenueAlias,
  VenueAppearance,
  VenueSuggestion,
];
