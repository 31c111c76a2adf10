import { SECTION_KINDS, SECTIONS, type SectionKind, type SectionRouteId } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import type { Handlers } from '../../http/route.ts';
import type { User } from '../users/user.entity.ts';
import { addItem, removeItem, reorderItems, updateItem, type ItemRef } from './section.service.ts';

/** What every section route receives once the route chain validated it (the body by the kind's own schema). */
type SectionInput = { user: User; params: { id: number; itemId?: number }; body: never };

/** Flat paths name the item by :id; nested ones name the artist by :id and the item by :itemId. */
function itemRef(kind: SectionKind, params: SectionInput['params']): ItemRef {
  return SECTIONS[kind].itemPaths === 'nested'
    ? { id: params.itemId!, artistId: params.id }
    : { id: params.id };
}

/** The four routes of every section (packages/contract/src/routes/sections.ts), from one generic implementation. */
export function sectionHandlers(deps: AppDeps): Pick<Handlers, SectionRouteId> {
  const em = () => deps.orm.em;
  const files = deps.config;
  const handlers: Record<string, (input: SectionInput) => Promise<unknown>> = {};
  for (const kind of SECTION_KINDS) {
    handlers[`sections.${kind}.add`] = ({ user, params, body }) =>
      addItem(em(), user, kind, params.id, body, files);
    handlers[`sections.${kind}.update`] = ({ user, params, body }) =>
      updateItem(em(), user, kind, itemRef(kind, params), body, files);
    handlers[`sections.${kind}.remove`] = ({ user, params }) =>
      removeItem(em(), user, kind, itemRef(kind, params), files);
    handlers[`sections.${kind}.reorder`] = ({ user, params, body }) =>
      reorderItems(em(), user, kind, params.id, (body as { ids: number[] }).ids, files);
  }
  return handlers as unknown as Pick<Handlers, SectionRouteId>;
}
