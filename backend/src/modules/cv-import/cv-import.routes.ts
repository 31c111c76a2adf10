import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { HttpError } from '../../http/errors.ts';

const notYet = () => {
  throw new HttpError(503, 'CV import is not available yet');
};

export function cvImportHandlers(_deps: AppDeps) {
  return {
    'cvImport.start': notYet,
    'cvImport.get': notYet,
    'cvImport.apply': notYet,
    'cvImport.discard': notYet,
  } satisfies FeatureHandlers;
}
