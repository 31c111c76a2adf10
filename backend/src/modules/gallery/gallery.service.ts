// An artist's gallery, kept by admins: the draft and the published page change together (admin edits skip review).
import { DEFAULT_SITE_SETTINGS, type GalleryItemInput, type GalleryItemPatch } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { SITE_SETTINGS_ID, SiteSettings } from '../settings/site-settings.entity.ts';
import { inspectImage, storeImage, type ImageField } from '../uploads/image.service.ts';
import { releaseFiles } from '../uploads/upload-cleanup.service.ts';
import { uploadStorageOf, type StorageConfig } from '../uploads/upload-storage.ts';
import type { User } from '../users/user.entity.ts';
import { galleryColumns } from './gallery-details.ts';
import { GalleryItem } from './gallery-item.entity.ts';
import { presentGalleryItem } from './gallery.presenter.ts';

type DataDir = StorageConfig;

const IN_ORDER = { position: 'asc', id: 'asc' } as const;

export const galleryFullMessage = (max: number) =>
  `This gallery is full: an artist can have at most ${max} gallery items`;

async function loadArtist(em: Em, artistId: number): Promise<ArtistProfile> {
  const artist = await em.findOne(ArtistProfile, { id: artistId });
  if (!artist) throw notFound('Artist profile not found');
  return artist;
}

async function loadItem(em: Em, id: number): Promise<GalleryItem> {
  const item = await em.findOne(GalleryItem, { id }, { populate: ['artist'] });
  if (!item) throw notFound('Gallery item not found');
  return item;
}

/** The site setting maxGallerySize: how many gallery items one artist may have. */
export async function maxGalleryItems(em: Em): Promise<number> {
  const settings = await em.findOne(SiteSettings, SITE_SETTINGS_ID);
  return settings?.maxGallerySize ?? DEFAULT_SITE_SETTINGS.maxGallerySize;
}

/** The published page shows the gallery as it is now; a profile never published has nothing to update. */
async function republishGallery(em: Em, artist: ArtistProfile): Promise<void> {
  if (!artist.published) return;
  const items = await em.find(GalleryItem, { artist }, { orderBy: IN_ORDER });
  artist.published = { ...artist.published, galleryItems: items.map(presentGalleryItem) };
  await em.flush();
}

export async function galleryOf(em: Em, artistId: number): Promise<GalleryItem[]> {
  const artist = await loadArtist(em, artistId);
  return em.find(GalleryItem, { artist }, { orderBy: IN_ORDER });
}

/** A new item at the end of the gallery, with its image (required); refused once the gallery holds maxGallerySize items. */
export async function addGalleryItem(
  em: Em,
  config: DataDir,
  admin: User,
  artistId: number,
  input: GalleryItemInput,
  file: ImageField,
): Promise<GalleryItem> {
  const artist = await loadArtist(em, artistId);
  const image = await inspectImage(file);
  const max = await maxGalleryItems(em);
  if ((await em.count(GalleryItem, { artist })) >= max) throw conflict(galleryFullMessage(max));
  const stored = await storeImage(em, await uploadStorageOf(config), image, { owner: admin, artist });
  const last = await em.findOne(GalleryItem, { artist }, { orderBy: { position: 'desc', id: 'desc' } });
  const item = em.create(GalleryItem, {
    artist,
    ...galleryColumns(input),
    title: input.title,
    fileType: 'image',
    fileUrl: stored.fileUrl,
    position: (last?.position ?? -1) + 1,
  });
  await em.flush();
  await republishGallery(em, artist);
  return item;
}

export async function updateGalleryItem(em: Em, id: number, patch: GalleryItemPatch): Promise<GalleryItem> {
  const item = await loadItem(em, id);
  em.assign(item, galleryColumns(patch));
  await em.flush();
  await republishGallery(em, item.artist);
  return item;
}

/** A new image for an item; the previous files go once nothing shows them. */
export async function replaceGalleryImage(
  em: Em,
  config: DataDir,
  admin: User,
  id: number,
  file: ImageField,
): Promise<string> {
  const item = await loadItem(em, id);
  const image = await inspectImage(file);
  const stored = await storeImage(em, await uploadStorageOf(config), image, { owner: admin, artist: item.artist });
  const previous = item.fileUrl;
  item.fileUrl = stored.fileUrl;
  await em.flush();
  await republishGallery(em, item.artist);
  await releaseFiles(em, config, [previous]);
  return stored.fileUrl;
}

export async function removeGalleryItem(em: Em, config: DataDir, id: number): Promise<void> {
  const item = await loadItem(em, id);
  const artist = item.artist;
  await em.remove(item).flush();
  await republishGallery(em, artist);
  await releaseFiles(em, config, [item.fileUrl]);
}
