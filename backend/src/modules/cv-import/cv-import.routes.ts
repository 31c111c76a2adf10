import { CvImportMessages as M } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { badRequest } from '../../http/errors.ts';
import { applyCvImport } from './cv-import-apply.service.ts';
import { cvImportService } from './cv-import.service.ts';
import type { ReadInput } from './reader/types.ts';

export function cvImportHandlers({ orm, logger, config }: AppDeps) {
  const imports = cvImportService(orm, logger);
  return {
    'cvImport.start': async ({ ctx, user, body, files }) => {
      const file = files.file;
      let input: ReadInput;
      if (file) input = { bytes: new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength), filename: file.originalname };
      else if (body?.text !== undefined) {
        if (!body.text.trim()) throw badRequest(M.emptyText, 'text');
        input = { text: body.text };
      } else throw badRequest(M.fileOrText, 'file');
      const answer = await imports.start(user, input);
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
    'cvImport.get': ({ user, params }) => imports.get(user, params.id),
    'cvImport.apply': ({ user, params, body }) => applyCvImport(orm, user, params.id, body, config),
    'cvImport.discard': ({ user, params }) => imports.discard(user, params.id),
  } satisfies FeatureHandlers;
}
