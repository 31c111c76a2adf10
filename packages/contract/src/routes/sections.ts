// Add, change and remove routes for every CV section, generated from the section registry.
import * as v from 'valibot';
import { sectionOrder } from '../schemas/section-order.ts';
import { SECTIONS, SECTION_KINDS, type SectionKind } from '../sections.ts';
import type { RouteSpec } from './define.ts';

type Segment<K extends SectionKind> = (typeof SECTIONS)[K]['segment'];
type ItemPath<K extends SectionKind> = (typeof SECTIONS)[K]['itemPaths'] extends 'flat'
  ? `/api/${Segment<K>}/:id`
  : `/api/artists/:id/${Segment<K>}/:itemId`;

export type SectionRouteSpecs<K extends SectionKind> = {
  [P in `sections.${K}.add`]: RouteSpec & {
    method: 'POST';
    path: `/api/artists/:id/${Segment<K>}`;
    body: (typeof SECTIONS)[K]['input'];
    response: (typeof SECTIONS)[K]['item'];
  };
} & {
  [P in `sections.${K}.update`]: RouteSpec & {
    method: 'PATCH';
    path: ItemPath<K>;
    body: (typeof SECTIONS)[K]['patch'];
    response: (typeof SECTIONS)[K]['item'];
  };
} & {
  [P in `sections.${K}.remove`]: RouteSpec & { method: 'DELETE'; path: ItemPath<K>; response: 'empty' };
} & {
  [P in `sections.${K}.reorder`]: RouteSpec & {
    method: 'PUT';
    path: `/api/artists/:id/${Segment<K>}/order`;
    body: typeof sectionOrder;
    response: v.ArraySchema<(typeof SECTIONS)[K]['item'], undefined>;
  };
};

/** The ids of every section's routes: 'sections.awards.add', ... */
export type SectionRouteId = {
  [K in SectionKind]: keyof SectionRouteSpecs<K>;
}[SectionKind];

function sectionRouteSpecs<K extends SectionKind>(kind: K): SectionRouteSpecs<K> {
  const section = SECTIONS[kind];
  const itemPath =
    section.itemPaths === 'flat'
      ? `/api/${section.segment}/:id`
      : `/api/artists/:id/${section.segment}/:itemId`;
  const name = section.label.toLowerCase();
  return {
    [`sections.${kind}.add`]: {
      method: 'POST',
      path: `/api/artists/:id/${section.segment}`,
      access: 'owner',
      status: 201,
      body: section.input,
      response: section.item,
      summary: `Add a ${name} entry to the artist's draft CV (the profile goes back to pending review)`,
    },
    [`sections.${kind}.update`]: {
      method: 'PATCH',
      path: itemPath,
      access: 'owner',
      body: section.patch,
      response: section.item,
      summary: `Change a ${name} entry of the draft CV`,
    },
    [`sections.${kind}.remove`]: {
      method: 'DELETE',
      path: itemPath,
      access: 'owner',
      response: 'empty',
      summary: `Remove a ${name} entry from the draft CV`,
    },
    [`sections.${kind}.reorder`]: {
      method: 'PUT',
      path: `/api/artists/:id/${section.segment}/order`,
      access: 'owner',
      body: sectionOrder,
      response: v.array(section.item),
      summary: `Put the ${name} entries of the draft CV in a new order (every entry's id once, first to last)`,
    },
  } as SectionRouteSpecs<K>;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
/** Every section's routes, one SectionRouteSpecs<K> per kind of SECTIONS. */
type AllSectionRouteSpecs = UnionToIntersection<{ [K in SectionKind]: SectionRouteSpecs<K> }[SectionKind]>;

/** The routes of every section of SECTIONS, in its order: a section's routes come from its definition alone. */
export const sectionRouteSpecsAll = Object.assign(
  {},
  ...SECTION_KINDS.map((kind) => sectionRouteSpecs(kind)),
) as AllSectionRouteSpecs;
