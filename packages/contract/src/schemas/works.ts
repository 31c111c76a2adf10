// Selected works (title, medium, year and image required).
import * as v from 'valibot';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

const defined = defineSection({
  segment: 'works',
  itemPaths: 'flat',
  label: 'Works',
  noun: 'work',
  table: { entity: 'Work', relation: 'works' },
  fields: {
    title: f.text(M.work, { label: 'Title', wide: true }),
    medium: f.text(M.work, { label: 'Medium', placeholder: 'Oil on linen' }),
    dimensions: f.optionalText({ label: 'Dimensions', placeholder: '120 x 90 cm' }),
    year: f.year(M.work),
    imageUrl: f.image(M.work, M.workImageUrl, { label: 'Image', wide: true }),
    exhibition: f.optionalText({ label: 'Exhibition' }),
  },
  // The image first: the form opens on it.
  editorOrder: ['imageUrl', 'title', 'medium', 'dimensions', 'year', 'exhibition'],
  // A selection the artist arranges: shown in their order.
  order: { by: 'artist' },
  summary: (i) => ({
    primary: entryText(i.title),
    secondary: entryJoin(i.medium, i.dimensions, i.year),
    image: entryText(i.imageUrl),
  }),
  messages: { empty: E.empty.works, saveFailed: E.works.addFailed, deleteFailed: E.works.removeFailed },
});

export const worksSection = publishes(
  { ...defined, imported: false as const },
  publicShape({
    key: 'works',
    label: 'Selected Works',
    fields: labelled(
      ['title', 'Title'],
      ['medium', 'Medium'],
      ['dimensions', 'Dimensions'],
      ['year', 'Year'],
      ['exhibition', 'Exhibition'],
      ['imageUrl', 'Image', 'image'],
    ),
    item: v.object({
      id: p.entryId,
      title: p.text,
      medium: p.text,
      dimensions: p.nullableText,
      year: p.text,
      imageUrl: p.text,
      exhibition: p.nullableText,
      // The stored image's size in pixels (any variant has its ratio), when the image is an upload: the page
      // reserves the work's shape before the image arrives. Versions published before it was kept lack it.
      imageWidth: v.optional(v.number()),
      imageHeight: v.optional(v.number()),
    }),
    yearField: 'year',
    cv: false,
    order: 'artist',
  }),
);

export const workInput = worksSection.input;
export const work = worksSection.item;

export type Work = v.InferOutput<typeof work>;
