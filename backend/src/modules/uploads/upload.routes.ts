import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { replaceArtistImage, uploadOwnImage, uploadWorkImage } from './upload.service.ts';

export function uploadHandlers({ orm, config }: AppDeps) {
  const em = () => orm.em;
  return {
    'profile.uploadImage': async ({ user, files }) => {
      const { fileUrl } = await uploadOwnImage(em(), config, user, {
        file: files.profileImage,
        field: 'profileImage',
      });
      return { fileUrl };
    },
    'works.uploadImage': async ({ user, body, files }) => {
      const { fileUrl } = await uploadWorkImage(em(), config, user, body.artistId, {
        file: files.file,
        field: 'file',
      });
      return { fileUrl };
    },
    'admin.artists.uploadImage': async ({ user, params, files }) => {
      const { fileUrl } = await replaceArtistImage(em(), config, user, params.id, {
        file: files.profileImage,
        field: 'profileImage',
      });
      return { fileUrl };
    },
  } satisfies FeatureHandlers;
}
