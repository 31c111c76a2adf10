import { UploadMessages } from '@oeuvre/contract';
import { api } from '@/lib/api';
import type { ImageUploader } from '../hooks/use-image-upload';

function urlOf(result: { fileUrl?: unknown } | undefined): string {
  if (!result || typeof result !== 'object') throw new Error(UploadMessages.invalidResponse);
  if (typeof result.fileUrl !== 'string' || !result.fileUrl) throw new Error(UploadMessages.noFileUrl);
  return result.fileUrl;
}

/** The signed-in user's portrait. */
export const uploadProfileImage: ImageUploader = async (file, onProgress) =>
  urlOf(await api.profile.uploadImage({ file, onProgress: (p) => onProgress(p.percent) }));

/** An image of one of the artist's works. */
export function workImageUploader(artistId: number): ImageUploader {
  return async (file, onProgress) =>
    urlOf(
      await api.works.uploadImage({ file, fields: { artistId }, onProgress: (p) => onProgress(p.percent) }),
    );
}
