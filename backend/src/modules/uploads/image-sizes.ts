import type { PublicArtist } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { Upload } from './upload.entity.ts';
import { uploadKeyOf } from './upload-files.ts';

/**
 * The published works with the size of their stored image (from the upload's row), so the public page can give each
 * work its own shape before the image has loaded. Works whose image is not an upload of this server stay as they are.
 */
export async function withImageSizes(em: Em, page: PublicArtist): Promise<PublicArtist> {
  const keys = [...new Set(page.works.map((w) => uploadKeyOf(w.imageUrl)).filter((k): k is string => !!k))];
  if (keys.length === 0) return page;
  const rows = await em.find(Upload, { key: { $in: keys } }, { fields: ['key', 'width', 'height'] });
  const sizes = new Map(rows.map((row) => [row.key, row]));
  return {
    ...page,
    works: page.works.map((work) => {
      const row = sizes.get(uploadKeyOf(work.imageUrl) ?? '');
      return row?.width && row.height ? { ...work, imageWidth: row.width, imageHeight: row.height } : work;
    }),
  };
}
