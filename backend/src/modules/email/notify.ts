// The events that send email. Each puts its messages in the caller's unit of work: call it inside the
// transaction (or before the flush) that records the change, so both are stored together or not at all.
import { artistDisplayName } from '@oeuvre/contract';
import { PREFERENCE_OF_KIND, type EmailKind } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import type { Orm } from '../../db/orm.ts';
import { parseEmails, type Config } from '../../config.ts';
import type { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { CsvJob } from '../csv-import/csv-job.entity.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { User } from '../users/user.entity.ts';
import { addressUnsubscribeUrl, isOptedOut, unsubscribeUrl } from './email-preferences.service.ts';
import { enqueueEmail, enqueueEmailOnce, recentlyQueued } from './outbox.service.ts';
import * as templates from './templates.ts';

// The public address links point at and the secret unsubscribe links are signed with, per database (set by
// createApp; the services only hold an entity manager).
type SiteConfig = Pick<Config, 'publicUrl' | 'sessionSecret'>;
const siteConfigs = new WeakMap<object, SiteConfig>();

export function registerEmailSite(orm: Orm, config: SiteConfig): void {
  siteConfigs.set(orm.config, { publicUrl: config.publicUrl, sessionSecret: config.sessionSecret });
}

function siteConfigOf(em: Em): SiteConfig {
  const config = siteConfigs.get(em.config);
  if (!config) throw new Error('The email site is not registered for this database');
  return config;
}

async function siteOf(em: Em): Promise<templates.EmailSite> {
  const settings = await getSiteSettings(em);
  return { name: settings.siteName, publicUrl: siteConfigOf(em).publicUrl };
}

/** The 'Email notifications' site setting: the master switch (off: no notification email is written at all). */
async function notificationsOn(em: Em): Promise<boolean> {
  return (await getSiteSettings(em)).emailNotifications;
}

/**
 * Puts one email for a person with an account in the outbox, unless notifications are off or they turned this kind
 * off (then nothing is written). The message and its List-Unsubscribe header carry their link for this kind.
 */
async function emailUser(
  em: Em,
  user: User,
  name: string,
  kind: EmailKind,
  render: (site: templates.EmailSite) => templates.EmailContent,
  topic?: string,
  onceKey?: string,
): Promise<void> {
  const preference = PREFERENCE_OF_KIND[kind];
  if (!(await notificationsOn(em)) || (await isOptedOut(em, user.id, preference))) return;
  const { publicUrl, sessionSecret } = siteConfigOf(em);
  const url = unsubscribeUrl(publicUrl, sessionSecret, user.id, preference);
  const content = render({ ...(await siteOf(em)), unsubscribeUrl: url });
  const message = { to: to(user, name), kind, ...(topic ? { topic } : {}), content, unsubscribeUrl: url };
  if (onceKey) await enqueueEmailOnce(em, { ...message, onceKey });
  else enqueueEmail(em, message);
}

/** The account behind a profile; profiles without one (imported by CSV) get no email. */
async function ownerOf(em: Em, profile: ArtistProfile): Promise<User | null> {
  const userId = profile.user?.id;
  return userId ? em.findOne(User, userId) : null;
}

const to = (user: User, name: string) => ({ address: user.email, name });

/** One request email per sender and receiver a day: support, withdraw, support again does not spam. */
export const REQUEST_EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function emailProfileApproved(em: Em, profile: ArtistProfile): Promise<void> {
  const owner = await ownerOf(em, profile);
  if (!owner) return;
  const name = artistDisplayName(profile);
  await emailUser(em, owner, name, 'profile_approved', (site) =>
    templates.profileApprovedEmail(site, { ownerName: name, slug: profile.slug }),
  );
}

export async function emailProfileNotApproved(em: Em, profile: ArtistProfile): Promise<void> {
  const owner = await ownerOf(em, profile);
  if (!owner) return;
  const name = artistDisplayName(profile);
  await emailUser(em, owner, name, 'profile_not_approved', (site) =>
    templates.profileNotApprovedEmail(site, { ownerName: name, reason: profile.rejectionReason ?? null }),
  );
}

export async function emailConnectionRequest(
  em: Em,
  sender: ArtistProfile,
  receiver: ArtistProfile,
): Promise<void> {
  const owner = await ownerOf(em, receiver);
  if (!owner) return;
  const topic = `${sender.id}:${receiver.id}`;
  // Within a day of the last one, none; and the database keeps one per pair and UTC day (two requests at the same
  // moment both pass the check, only one is written).
  if (await recentlyQueued(em, 'connection_request', topic, REQUEST_EMAIL_WINDOW_MS)) return;
  const receiverName = artistDisplayName(receiver);
  await emailUser(
    em,
    owner,
    receiverName,
    'connection_request',
    (site) => templates.connectionRequestEmail(site, { receiverName, senderName: artistDisplayName(sender) }),
    topic,
    `connection_request:${topic}:${new Date().toISOString().slice(0, 10)}`,
  );
}

/** `sender` asked, `accepter` accepted (or supported back): the sender learns they are connected. */
export async function emailRequestAccepted(
  em: Em,
  sender: ArtistProfile,
  accepter: ArtistProfile,
): Promise<void> {
  const owner = await ownerOf(em, sender);
  if (!owner) return;
  const senderName = artistDisplayName(sender);
  await emailUser(em, owner, senderName, 'request_accepted', (site) =>
    templates.requestAcceptedEmail(site, {
      senderName,
      accepterName: artistDisplayName(accepter),
      accepterSlug: accepter.slug,
    }),
  );
}

/**
 * Every admin who is not frozen, and every address in the site settings' admin emails, once each. A person with
 * an account gets it unless they turned contact messages off; an address without an account always gets it (it
 * is removed from the admin emails setting instead).
 */
export async function emailContactMessage(
  em: Em,
  message: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  if (!(await notificationsOn(em))) return;
  const settings = await getSiteSettings(em);
  const admins = await em.find(User, { isAdmin: true, isFrozen: false }, { orderBy: { id: 'asc' } });
  const listed = parseEmails(settings.adminEmails).filter((a) => !admins.some((admin) => admin.email === a));
  const listedUsers = listed.length ? await em.find(User, { email: { $in: listed }, isFrozen: false }) : [];
  const render = (site: templates.EmailSite) => templates.contactMessageEmail(site, message);
  for (const user of [...admins, ...listedUsers])
    await emailUser(em, user, `${user.firstName} ${user.lastName}`.trim(), 'contact_message', render);
  const site = await siteOf(em);
  const { publicUrl, sessionSecret } = siteConfigOf(em);
  // An address without an account unsubscribes by leaving the admin emails: its link names the address.
  for (const address of listed)
    if (!listedUsers.some((u) => u.email === address)) {
      const url = addressUnsubscribeUrl(publicUrl, sessionSecret, address);
      enqueueEmail(em, {
        to: { address, name: '' },
        kind: 'contact_message',
        content: render({ ...site, unsubscribeUrl: url }),
        unsubscribeUrl: url,
      });
    }
}

/** The admin who started the import learns how it ended (nothing when that account is gone). */
export async function emailCsvImportFinished(em: Em, jobId: number): Promise<void> {
  const job = await em.findOne(CsvJob, jobId, { populate: ['createdBy'], refresh: true });
  const admin = job?.createdBy;
  if (!job || !admin || (job.status !== 'done' && job.status !== 'failed')) return;
  const adminName = `${admin.firstName} ${admin.lastName}`.trim();
  const status = job.status;
  await emailUser(
    em,
    admin,
    adminName,
    'csv_import_finished',
    (site) =>
      templates.csvImportFinishedEmail(site, {
        adminName,
        status,
        successful: job.successful,
        failed: job.failed,
        totalRows: job.totalRows,
        errors: job.errors,
      }),
    String(job.id),
  );
}
