import { Activity } from '../modules/activity/activity.entity.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { Connection } from '../modules/connections/connection.entity.ts';
import { ContactMessage } from '../modules/contact/contact-message.entity.ts';
import { CsvJob } from '../modules/csv-import/csv-job.entity.ts';
import { CvSelection } from '../modules/cv-selections/cv-selection.entity.ts';
import { DesktopAuthCode } from '../modules/desktop/desktop-auth-code.entity.ts';
import { DesktopToken } from '../modules/desktop/desktop-token.entity.ts';
import { EmailOptOut } from '../modules/email/email-opt-out.entity.ts';
import { OutboxMessage } from '../modules/email/outbox-message.entity.ts';
import { GalleryItem } from '../modules/gallery/gallery-item.entity.ts';
import { Affiliation } from '../modules/sections/affiliation.entity.ts';
import { Award } from '../modules/sections/award.entity.ts';
import { BibliographyEntry } from '../modules/sections/bibliography-entry.entity.ts';
import { CollectionEntry } from '../modules/sections/collection-entry.entity.ts';
import { Commission } from '../modules/sections/commission.entity.ts';
import { Education } from '../modules/sections/education.entity.ts';
import { Exhibition } from '../modules/sections/exhibition.entity.ts';
import { Grant } from '../modules/sections/grant.entity.ts';
import { SocialMedia } from '../modules/sections/social-media.entity.ts';
import { Teaching } from '../modules/sections/teaching.entity.ts';
import { Work } from '../modules/sections/work.entity.ts';
import { SiteSettings } from '../modules/settings/site-settings.entity.ts';
import { Upload } from '../modules/uploads/upload.entity.ts';
import { User } from '../modules/users/user.entity.ts';

/** Every CV section of an artist profile, in the editor's order. */
export const sectionEntities = [
  SocialMedia,
  Education,
  Exhibition,
  Award,
  Grant,
  CollectionEntry,
  BibliographyEntry,
  Work,
  Commission,
  Teaching,
  Affiliation,
];

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
  OutboxMessage,
  EmailOptOut,
];
