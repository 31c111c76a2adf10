// Publications and press (type, title, publication and year required; the link must be http(s)).
import * as v from 'valibot';
import { BIBLIOGRAPHY_TYPE_LABELS, BIBLIOGRAPHY_TYPES } from '../constants.ts';
import { clean, list, pagesOf, quoted, sentences, titled } from '../cv-line.ts';
import { datesOf, httpUrlOrEmpty, joinedSentences } from '../cv-outputs.ts';
import { EditorMessages as E, ValidationMessages as M } from '../messages.ts';
import { labelled, publicShape, published as p, publishes } from '../published-shape.ts';
import { defineSection, entryJoin, entryText, fields as f } from '../section-definition.ts';

/** Books and catalogues are titled in italics; articles, reviews, interviews and web texts quoted. */
const BOOK_TYPES = new Set(['book', 'catalog']);

const defined = defineSection({
  segment: 'bibliography',
  itemPaths: 'nested',
  label: 'Press',
  noun: 'publication',
  table: { entity: 'BibliographyEntry', relation: 'bibliography' },
  fields: {
    type: f.choice(BIBLIOGRAPHY_TYPES, BIBLIOGRAPHY_TYPE_LABELS, M.bibliographyType, 'article', {
      label: 'Type',
    }),
    title: f.text(M.title, { label: 'Title' }),
    publication: f.text(M.publication, { label: 'Publication' }),
    author: f.optionalText({ label: 'Author' }),
    year: f.year(M.year),
    pages: f.optionalText({ label: 'Pages' }, 50),
    url: f.optionalUrl(M.link, { label: 'Link', placeholder: 'https://…' }),
    notes: f.notes(),
  },
  order: { by: 'year', yearField: 'year' },
  summary: (i) => ({ primary: entryText(i.title), secondary: entryJoin(i.publication, i.author, i.year) }),
  messages: { empty: E.empty.bibliography, ...E.bibliography },
});

/** The press as published: "Publications & Press", the link under `link`. */
export const bibliographySection = publishes(
  defined,
  publicShape({
    key: 'publications',
    label: 'Publications & Press',
    fields: labelled(['title', 'Title'], ['author', 'Author'], ['year', 'Year'], ['link', 'Link']),
    item: v.object({
      id: p.entryId,
      title: p.text,
      author: p.nullableText,
      year: p.text,
      link: p.nullableText,
      /** Article, review, interview, catalog, book or web. */
      type: p.extra,
      publication: p.extra,
      pages: p.extra,
      notes: p.extra,
    }),
    rename: { link: 'url' },
    yearField: 'year',
    // Author, “Title”, Publication, year, pages (a book: Author, Title, Publisher, year, pages); the link on the title.
    read: (b) => {
      const book = BOOK_TYPES.has(clean(b.type));
      const href = clean(b.link) || undefined;
      const title = book ? titled(b.title) : quoted(b.title);
      const publication = book ? clean(b.publication) : { text: clean(b.publication), italic: true as const };
      return [
        list(b.author, title && href ? { ...title, href } : title, publication, b.year, pagesOf(b.pages)),
        sentences(b.notes),
      ];
    },
    resume: {
      list: 'publications',
      entry: (b) => ({
        name: clean(b.title),
        publisher: clean(b.publication),
        releaseDate: datesOf(b.year).start,
        url: httpUrlOrEmpty(b.link),
        summary: joinedSentences(
          b.author ? `By ${clean(b.author)}` : '',
          b.pages ? `pp. ${clean(b.pages)}` : '',
          b.notes,
        ),
      }),
    },
    // A text about the artist.
    schemaOrg: {
      property: 'subjectOf',
      entry: (b) => {
        const year = datesOf(b.year).start;
        const link = httpUrlOrEmpty(b.link);
        return {
          '@type': 'CreativeWork',
          name: clean(b.title),
          ...(clean(b.author) ? { author: { '@type': 'Person', name: clean(b.author) } } : {}),
          ...(clean(b.publication)
            ? { publisher: { '@type': 'Organization', name: clean(b.publication) } }
            : {}),
          ...(year ? { datePublished: year } : {}),
          ...(link ? { url: link } : {}),
        };
      },
    },
  }),
);

export const bibliographyInput = bibliographySection.input;
export const bibliographyEntry = bibliographySection.item;

export type BibliographyEntry = v.InferOutput<typeof bibliographyEntry>;
