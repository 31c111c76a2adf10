// The image pipeline: refuse what is not a real JPEG, PNG or WebP, then store clean, resized copies.
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { MAX_IMAGE_BYTES, UploadMessages } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { HttpError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/route.ts';
import type { ArtistProfile } from '../artists/artist-profile.entity.ts';
import type { User } from '../users/user.entity.ts';
import {
  carriesMarkup,
  CONTENT_TYPES,
  EXTENSIONS,
  sniffImageFormat,
  type ImageFormat,
} from './image-bytes.ts';
import type { UploadStorage } from './storage.ts';
import { asStorage } from './upload-storage.ts';
import { newUploadKey, urlOf, VARIANT_EDGES, variantPaths } from './upload-files.ts';
import { Upload } from './upload.entity.ts';

/** Larger images are refused before any pixel is decoded: a small file can announce a huge canvas. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const TOO_MANY_PIXELS = 'Image dimensions are too large (at most 50 megapixels)';

export type InspectedImage = { bytes: Buffer; format: ImageFormat; width: number; height: number };

export type StoredImage = {
  upload: Upload;
  /** The 1600 px WebP: what the client shows and saves. */
  fileUrl: string;
  smallUrl: string;
  originalUrl: string;
};

const notAnImage = () => new HttpError(415, UploadMessages.notImage.description);

// libvips' operation cache (by default up to 50 MB and 100 operations) never hits here, every upload being a new
// image, and only holds memory: in the soak, resident memory rose with each 20 MB upload and stayed up.
sharp.cache(false);

// Refuse corrupt pixel data (truncated files included) but not harmless encoder warnings.
const DECODE: SharpOptions = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 };

/** The multipart file a route needs: absent -> 400 "Please select a file to upload" naming the field. */
export type ImageField = { file: UploadedFile | undefined; field: string };

/**
 * Judges a file by its bytes (magic number, container structure, then the decoder's own reading of the
 * header), never by its name or declared type. Throws 415, or 413 when too large in bytes or pixels.
 */
export async function inspectImage({ file, field }: ImageField): Promise<InspectedImage> {
  if (!file) throw new HttpError(400, UploadMessages.fileRequired.description, field);
  const bytes = file.buffer;
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, UploadMessages.tooLarge.description);
  const format = sniffImageFormat(bytes);
  if (!format || carriesMarkup(bytes, format)) throw notAnImage();
  let metadata: Metadata;
  try {
    // Header only: no pixel is decoded here, so the size check below runs before any memory is spent.
    metadata = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw notAnImage();
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
  const oriented = metadata.autoOrient ?? metadata;
  return { bytes, format, width: oriented.width, height: oriented.height };
}

function encodeOriginal(image: Sharp, format: ImageFormat): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 90 });
  if (format === 'png') return image.png();
  return image.webp({ quality: 90 });
}

const withinEdge = (image: Sharp, edge: number) =>
  image.resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });

// One image at a time: a 50-megapixel decode takes a few hundred MB, and the machine has two cores.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Stores the three files of an image (upright, every metadata stripped: sharp writes none unless asked) in the
 * storage (or the uploads folder at this path), and records them in an Upload row, so they can be deleted with
 * what they illustrate.
 */
export async function storeImage(
  em: Em,
  files: string | UploadStorage,
  image: InspectedImage,
  links: { owner: User | null; artist: ArtistProfile | null },
): Promise<StoredImage> {
  const storage = asStorage(files);
  const key = newUploadKey();
  const paths = variantPaths(key, EXTENSIONS[image.format]);
  const written = [paths.original, paths.large, paths.small];
  try {
    await oneAtATime(async () => {
      const upright = () => sharp(image.bytes, { ...DECODE, autoOrient: true });
      // One after the other, so at most one full-size decode is in memory; the original streams to the storage as
      // it is encoded, and the small variant comes from the large.
      await storage.put(paths.original, encodeOriginal(upright(), image.format), CONTENT_TYPES[image.format]);
      const large = await withinEdge(upright(), VARIANT_EDGES.large).webp({ quality: 82 }).toBuffer();
      await storage.put(paths.large, large, 'image/webp');
      const small = await withinEdge(sharp(large), VARIANT_EDGES.small).webp({ quality: 80 }).toBuffer();
      await storage.put(paths.small, small, 'image/webp');
    });
  } catch (err) {
    await storage.remove(written).catch(() => undefined); // the storage's own failure is the one to report
    if (typeof (err as { code?: unknown }).code === 'string') throw err; // a disk or storage problem, not the image's
    throw notAnImage(); // the decoder gave up on the pixel data (truncated or corrupt)
  }
  const upload = em.create(Upload, {
    owner: links.owner,
    artist: links.artist,
    key,
    variants: written,
    contentType: CONTENT_TYPES[image.format],
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
  });
  try {
    await em.flush();
  } catch (err) {
    await storage.remove(written).catch(() => undefined);
    throw err;
  }
  return {
    upload,
    fileUrl: urlOf(paths.large),
    smallUrl: urlOf(paths.small),
    originalUrl: urlOf(paths.original),
  };
}
