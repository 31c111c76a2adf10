import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ServerMessages, SupportMessages, type Connection as ConnectionView } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { authorize } from '../../http/policy.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { findOwnProfile } from '../artists/artist.policy.ts';
import { emailConnectionRequest, emailRequestAccepted } from '../email/notify.ts';
import type { User } from '../users/user.entity.ts';
import { Connection } from './connection.entity.ts';
import { presentArtistColumns, type ArtistColumns } from './connection.presenter.ts';
import { canAnswerRequest, canSupport, isPartyTo } from './connection.policy.ts';

const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;
const BOTH_ARTISTS = ['sender', 'receiver'] as const;

/** The caller's own profile; the network is for artists, so without one there is nothing to do (403). */
export async function requireOwnProfile(
  em: Em,
  user: User,
  message: string = ServerMessages.profileRequired,
): Promise<ArtistProfile> {
  const profile = await findOwnProfile(em, user);
  if (!profile) throw forbidden(message);
  return profile;
}

/** A profile anyone may see: it exists and has an approved, published version. */
async function findPublishedProfile(em: Em, id: number): Promise<ArtistProfile> {
  const profile = await em.findOne(ArtistProfile, { id, publishedAt: { $ne: null } });
  if (!profile) throw notFound('Artist not found');
  return profile;
}

/** Serialises every change to one pair of artists, so that two artists supporting each other at once end mutual. */
async function lockPair(tx: Em, a: number, b: number): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?, ?)', [Math.min(a, b), Math.max(a, b)]);
}

async function loadConnection(em: Em, id: number): Promise<Connection> {
  const connection = await em.findOne(Connection, { id }, { populate: BOTH_ARTISTS, refresh: true });
  if (!connection) throw notFound('Connection not found');
  return connection;
}

/**
 * The caller's profile starts supporting a published artist: a pending request to them. When that artist
 * already supports the caller, both supports become one mutual Connection at once.
 */
export async function support(em: Em, user: User, receiverId: number): Promise<Connection> {
  const own = await requireOwnProfile(em, user, SupportMessages.needsProfile);
  if (!canSupport(own, receiverId)) throw badRequest(SupportMessages.ownProfile, 'receiverId');
  const receiver = await findPublishedProfile(em, receiverId);
  try {
    const id = await em.transactional(async (tx) => {
      await lockPair(tx, own.id, receiver.id);
      if ((await tx.count(Connection, { sender: own.id, receiver: receiver.id })) > 0)
        throw conflict(SupportMessages.alreadySupporting);
      const reverse = await tx.findOne(
        Connection,
        { sender: receiver.id, receiver: own.id },
        { refresh: true },
      );
      const now = new Date();
      const created = tx.create(Connection, {
        sender: own.id,
        receiver: receiver.id,
        status: reverse ? 'accepted' : 'pending',
        isMutual: Boolean(reverse),
        respondedAt: reverse ? now : null,
      });
      if (reverse) makeMutual(reverse, now);
      await (reverse ? emailRequestAccepted(tx, receiver, own) : emailConnectionRequest(tx, own, receiver));
      await tx.flush();
      return created.id;
    });
    return loadConnection(em, id);
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(SupportMessages.alreadySupporting);
    throw err;
  }
}

function makeMutual(connection: Connection, now: Date): void {
  connection.isMutual = true;
  connection.status = 'accepted';
  connection.respondedAt ??= now;
}

/** Either party ends a support; the other direction, if any, stays as a one-way support. */
export async function removeConnection(em: Em, user: User, id: number): Promise<void> {
  const own = await requireOwnProfile(em, user);
  const connection = await loadConnection(em, id);
  authorize(isPartyTo(own, connection), 'You can only remove a support you are part of');
  const { sender, receiver } = connection;
  await em.transactional(async (tx) => {
    await lockPair(tx, sender.id, receiver.id);
    await tx.nativeDelete(Connection, { id });
    await tx.nativeUpdate(Connection, { sender: receiver.id, receiver: sender.id }, { isMutual: false });
  });
}

/** The receiver accepts a pending request: the pair becomes mutual, with a support in each direction. */
export async function acceptRequest(em: Em, user: User, id: number): Promise<Connection> {
  const own = await requireOwnProfile(em, user);
  const found = await loadConnection(em, id);
  authorize(canAnswerRequest(own, found), ServerMessages.notYourRequest);
  await em.transactional(async (tx) => {
    await lockPair(tx, found.sender.id, found.receiver.id);
    const request = await tx.findOne(Connection, { id }, { refresh: true });
    if (!request) throw notFound('Connection not found');
    if (request.status !== 'pending') throw conflict(ServerMessages.requestAlreadyHandled);
    const now = new Date();
    makeMutual(request, now);
    const reverse = await tx.findOne(
      Connection,
      { sender: found.receiver.id, receiver: found.sender.id },
      { refresh: true },
    );
    if (reverse) makeMutual(reverse, now);
    else
      tx.create(Connection, {
        sender: found.receiver.id,
        receiver: found.sender.id,
        status: 'accepted',
        isMutual: true,
        respondedAt: now,
      });
    await emailRequestAccepted(tx, found.sender, found.receiver);
    await tx.flush();
  });
  return loadConnection(em, id);
}

/** The receiver declines a pending request: the support stays one-way and the request is answered. */
export async function rejectRequest(em: Em, user: User, id: number): Promise<Connection> {
  const own = await requireOwnProfile(em, user);
  const found = await loadConnection(em, id);
  authorize(canAnswerRequest(own, found), ServerMessages.notYourRequest);
  // Only a pending request changes: a concurrent accept or reject makes this a no-op, reported as 409.
  const changed = await em.nativeUpdate(
    Connection,
    { id, status: 'pending' },
    { status: 'rejected', respondedAt: new Date() },
  );
  if (changed === 0) throw conflict(ServerMessages.requestAlreadyHandled);
  return loadConnection(em, id);
}

/** Only artists with a published page appear in anyone's network, public or own. */
const PUBLISHED = { publishedAt: { $ne: null } } as const;

/** An artist's columns a connection shows them from: the published card, and the draft's while there is none. */
const ARTIST_COLUMNS = ['id', 'slug', 'card', 'full_name', 'city', 'country', 'profile_image_url'] as const;
const columnsOf = (table: string, prefix: string) =>
  ARTIST_COLUMNS.map((column) => `${table}.${column} as ${prefix}_${column}`).join(', ');
const artistOf = (row: Record<string, unknown>, prefix: string): ArtistColumns =>
  Object.fromEntries(
    ARTIST_COLUMNS.map((column) => [column, row[`${prefix}_${column}`]]),
  ) as unknown as ArtistColumns;

/**
 * Public: the supports the artist accepted, from artists with a published page, newest first, as the widget shows
 * them. A pending or rejected request is the two artists' business alone; the artist's own network counts the same
 * supporters. Both artists are published, so each is read from the card its published version keeps (name, place,
 * picture) and its slug: not the whole published CV of every supporter, which a page polled every ten seconds would
 * load each time.
 */
export async function supportersOf(em: Em, artistId: number): Promise<ConnectionView[]> {
  await findPublishedProfile(em, artistId);
  const rows = await em.execute<Record<string, unknown>[]>(
    `select c.id, c.is_mutual, c.status, ${columnsOf('s', 'sender')}, ${columnsOf('r', 'receiver')}
     from connection c
       join artist_profile s on s.id = c.sender_id
       join artist_profile r on r.id = c.receiver_id
     where c.receiver_id = ? and c.status = 'accepted' and s.published_at is not null
     order by c.created_at desc, c.id desc`,
    [artistId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    sender: presentArtistColumns(artistOf(row, 'sender')),
    receiver: presentArtistColumns(artistOf(row, 'receiver')),
    isMutual: row.is_mutual === true,
    status: row.status as ConnectionView['status'],
  }));
}

/** The caller's own support of an artist, if any (null without a profile of their own). */
export async function outgoingSupport(em: Em, user: User, artistId: number): Promise<Connection | null> {
  const own = await findOwnProfile(em, user);
  if (own?.id !== artistId) await findPublishedProfile(em, artistId);
  if (!own) return null;
  return em.findOne(Connection, { sender: own.id, receiver: artistId });
}

/** Pending requests sent to the caller, newest first. */
export async function incomingRequests(em: Em, user: User): Promise<Connection[]> {
  const own = await requireOwnProfile(em, user);
  return em.find(
    Connection,
    { receiver: own.id, status: 'pending' },
    { populate: BOTH_ARTISTS, orderBy: NEWEST_FIRST },
  );
}

/**
 * Every support the caller sends to or receives from an artist with a published page, newest first (a
 * Connection appears once in each direction). Requests from artists not yet published are in `incomingRequests`.
 */
export async function connectionsOf(em: Em, user: User): Promise<Connection[]> {
  const own = await requireOwnProfile(em, user);
  return em.find(
    Connection,
    {
      $or: [
        { sender: own.id, receiver: PUBLISHED },
        { receiver: own.id, sender: PUBLISHED },
      ],
    },
    { populate: BOTH_ARTISTS, orderBy: NEWEST_FIRST },
  );
}
