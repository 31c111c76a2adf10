import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { presentSelection } from './cv-selection.presenter.ts';
import { createSelection, listSelections, removeSelection, updateSelection } from './cv-selection.service.ts';

export function cvSelectionHandlers({ orm }: AppDeps) {
  const em = () => orm.em;
  return {
    'cvSelections.list': async ({ user }) => (await listSelections(em(), user)).map(presentSelection),
    'cvSelections.create': async ({ user, body }) =>
      presentSelection(await createSelection(em(), user, body)),
    'cvSelections.update': async ({ user, params, body }) =>
      presentSelection(await updateSelection(em(), user, params.id, body)),
    'cvSelections.remove': ({ user, params }) => removeSelection(em(), user, params.id),
  } satisfies FeatureHandlers;
}
