// The events that send email. Each puts its messages in the caller's unit of work: call it inside the
// transaction (or before the flush) that records the change, so both are stored together or not at all.
import { artistDisplayName } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import type { Orm } from '../../db/orm.ts';
import { parseEmails } from '../../config.ts';
import type { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { CsvJob } from '../csv-import/csv-job.entity.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { User } from '../users/user.entity.ts';
import { enqueueEmail, recentlyQueued } from './outbox.service.ts';
import * as templates from './templates.ts';

// The public address links point at, per database (set by createApp; the services only hold an entity manager).
const publicUrls = new WeakMap<object, string>();

export function registerEmailSite(orm: Orm, publicUrl: string): void {
  publicUrls.set(orm.config, publicUrl);
}

async function siteOf(em: Em): Promise<templates.EmailSite> {
  const settings = await getSiteSettings(em);
  return { name: settings.siteName, publicUrl: publicUrls.get(em.config) ?? 'http://localhost:3000' };
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
  enqueueEmail(em, {
    to: to(owner, name),
    kind: 'profile_approved',
    content: templates.profileApprovedEmail(await siteOf(em), { ownerName: name, slug: profile.slug }),
  });
}

export async function emailProfileNotApproved(em: Em, profile: ArtistProfile): Promise<void> {
  const owner = await ownerOf(em, profile);
  if (!owner) return;
  const name = artistDisplayName(profile);
  const content = templates.profileNotApprovedEmail(await siteOf(em), {
    ownerName: name,
    reason: profile.rejectionReason ?? null,
  });
  enqueueEmail(em, { to: to(owner, name), kind: 'profile_not_approved', content });
}

export async function emailConnectionRequest(
  em: Em,
  sender: ArtistProfile,
  receiver: ArtistProfile,
): Promise<void> {
  const owner = await ownerOf(em, receiver);
  if (!owner) return;
  const topic = `${sender.id}:${receiver.id}`;
  if (await recentlyQueued(em, 'connection_request', topic, REQUEST_EMAIL_WINDOW_MS)) return;
  const receiverName = artistDisplayName(receiver);
  const content = templates.connectionRequestEmail(await siteOf(em), {
    receiverName,
    senderName: artistDisplayName(sender),
  });
  enqueueEmail(em, { to: to(owner, receiverName), kind: 'connection_request', topic, content });
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
  const content = templates.requestAcceptedEmail(await siteOf(em), {
    senderName,
    accepterName: artistDisplayName(accepter),
    accepterSlug: accepter.slug,
  });
  enqueueEmail(em, { to: to(owner, senderName), kind: 'request_accepted', content });
}

/** Every admin who is not frozen, and every address in the site settings' admin emails, once each. */
export async function emailContactMessage(
  em: Em,
  message: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  const settings = await getSiteSettings(em);
  const admins = await em.find(User, { isAdmin: true, isFrozen: false }, { orderBy: { id: 'asc' } });
  const recipients = new Map<string, string>();
  for (const admin of admins) recipients.set(admin.email, `${admin.firstName} ${admin.lastName}`.trim());
  for (const address of parseEmails(settings.adminEmails))
    if (!recipients.has(address)) recipients.set(address, '');
  const content = templates.contactMessageEmail(await siteOf(em), message);
  for (const [address, name] of recipients)
    enqueueEmail(em, { to: { address, name }, kind: 'contact_message', content });
}

/** The admin who started the import learns how it ended (nothing when that account is gone). */
export async function emailCsvImportFinished(em: Em, jobId: number): Promise<void> {
  const job = await em.findOne(CsvJob, jobId, { populate: ['createdBy'], refresh: true });
  const admin = job?.createdBy;
  if (!job || !admin || (job.status !== 'done' && job.status !== 'failed')) return;
  const adminName = `${admin.firstName} ${admin.lastName}`.trim();
  const content = templates.csvImportFinishedEmail(await siteOf(em), {
    adminName,
    status: job.status,
    successful: job.successful,
    failed: job.failed,
    totalRows: job.totalRows,
    errors: job.errors,
  });
  enqueueEmail(em, {
    to: { address: admin.email, name: adminName },
    kind: 'csv_import_finished',
    topic: String(job.id),
    content,
  });
}
