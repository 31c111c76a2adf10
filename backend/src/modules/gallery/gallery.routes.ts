import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { presentGalleryItem } from './gallery.presenter.ts';
import {
  addGalleryItem,
  galleryOf,
  removeGalleryItem,
  replaceGalleryImage,
  updateGalleryItem,
} from './gallery.service.ts';

export function galleryHandlers({ orm, config }: AppDeps) {
  const em = () => orm.em;
  return {
    'admin.gallery.list': async ({ params }) =>
      (await galleryOf(em(), params.artistId)).map(presentGalleryItem),
    'admin.gallery.add': async ({ user, params, body, files }) =>
      presentGalleryItem(
        await addGalleryItem(em(), config, user, params.artistId, body, { file: files.file, field: 'file' }),
      ),
    'admin.gallery.update': async ({ params, body }) =>
      presentGalleryItem(await updateGalleryItem(em(), params.id, body)),
    'admin.gallery.replaceImage': async ({ user, params, files }) => ({
      fileUrl: await replaceGalleryImage(em(), config, user, params.id, { file: files.file, field: 'file' }),
    }),
    'admin.gallery.remove': async ({ params }) => removeGalleryItem(em(), config, params.id),
  } satisfies FeatureHandlers;
}
