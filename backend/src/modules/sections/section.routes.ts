import { SECTION_KINDS, SECTIONS, type SectionKind, type SectionRouteId } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import type { Handlers, ItemOwnerCheck } from '../../http/route.ts';
import type { User } from '../users/user.entity.ts';
import { addItem, checkItemOwner, removeItem, reorderItems, updateItem, type ItemRef } from './section.service.ts';

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

/**
 * The router's check of the flat item routes (PATCH and DELETE /api/{segment}/:id), before the body is read: an item
 * the caller may not change and an unknown id both answer 403 (an admin passes). Nested paths are checked by the
 * profile they name (checkProfileOwner).
 */
export function sectionItemOwnerChecks(deps: AppDeps): Record<string, ItemOwnerCheck> {
  const checks: Record<string, ItemOwnerCheck> = {};
  for (const kind of SECTION_KINDS) {
    if (SECTIONS[kind].itemPaths !== 'flat') continue;
    const check: ItemOwnerCheck = async (user, id) => {
      await checkItemOwner(deps.orm.em.fork(), user as User, kind, id);
    };
    checks[`sections.${kind}.update`] = check;
    checks[`sections.${kind}.remove`] = check;
  }
  return checks;
}
