// The three image uploads outside the gallery: an account's own image, a work's image, an admin's portrait change.
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../http/errors.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { findOwnProfile, loadEditableProfile } from '../artists/artist.policy.ts';
import type { User } from '../users/user.entity.ts';
import { inspectImage, storeImage, type ImageField, type StoredImage } from './image.service.ts';
import { releaseFiles } from './upload-cleanup.service.ts';
import { uploadStorageOf, type StorageConfig } from './upload-storage.ts';

type DataDir = StorageConfig;

/**
 * The caller's own image: stored and set as their account image at once. Their artist draft is left as it
 * is: the CV editor saves the returned URL with the profile form, which sends the change to review.
 */
export async function uploadOwnImage(
  em: Em,
  config: DataDir,
  user: User,
  file: ImageField,
): Promise<StoredImage> {
  const image = await inspectImage(file);
  const profile = await findOwnProfile(em, user);
  const stored = await storeImage(em, await uploadStorageOf(config), image, { owner: user, artist: profile });
  const previous = user.profileImageUrl;
  user.profileImageUrl = stored.fileUrl;
  await em.flush();
  await releaseFiles(em, config, [previous]);
  return stored;
}

/** An image for a work of an artist the caller may edit; the work itself is saved later with its URL. */
export async function uploadWorkImage(
  em: Em,
  config: DataDir,
  user: User,
  artistId: number,
  file: ImageField,
): Promise<StoredImage> {
  const profile = await loadEditableProfile(em, user, artistId);
  const image = await inspectImage(file);
  return storeImage(em, await uploadStorageOf(config), image, { owner: user, artist: profile });
}

/** An admin replaces an artist's portrait: on the draft and on the published page at once (admin edits skip review). */
export async function replaceArtistImage(
  em: Em,
  config: DataDir,
  admin: User,
  artistId: number,
  file: ImageField,
): Promise<StoredImage> {
  const profile = await em.findOne(ArtistProfile, { id: artistId });
  if (!profile) throw notFound('Artist profile not found');
  const image = await inspectImage(file);
  const stored = await storeImage(em, await uploadStorageOf(config), image, { owner: admin, artist: profile });
  const previous = [profile.profileImageUrl, profile.published?.profileImageUrl];
  profile.profileImageUrl = stored.fileUrl;
  if (profile.published) profile.published = { ...profile.published, profileImageUrl: stored.fileUrl };
  await em.flush();
  await releaseFiles(em, config, previous);
  return stored;
}
