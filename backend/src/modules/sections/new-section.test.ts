// A CV section that exists only in tests (talks, from the contract's test support) gets its server half from its
// definition alone: its table (the entity and the SQL its migration would create), its store, and from the published
// snapshot onward the CV documents, JSON Resume and the schema.org data.
import { MikroORM, type EntityClass, type Options } from '@mikro-orm/core';
import {
  DEFAULT_CV_OPTIONS,
  PUBLIC_PAGE_SECTIONS,
  SECTIONS,
  genericPublicSection,
  toPublicArtist,
  type ArtistProfile,
  type CvOptions,
  type PublicArtist,
} from '@oeuvre/contract';
import { SECTIONS_WITH_TALKS, talksSection } from '@oeuvre/contract/test-support/talks-section';
import { buildCvDocument, personJsonLd, publishedCvSource, toJsonResume } from '@oeuvre/cv-document';
import { sampleCvSource } from '@oeuvre/cv-document/sample';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { entities } from '../../db/entities.ts';
import { SECTION_TABLES, sectionTablesOf } from './section-tables.ts';
import { sectionEntity } from './sections.entity.ts';

describe('the tables of a new section', () => {
  it('gives it a table of its own named after its kind, and leaves the older tables as they are', () => {
    const tables = sectionTablesOf(SECTIONS_WITH_TALKS);
    expect(tables.slice(0, -1)).toEqual(SECTION_TABLES);
    expect(tables.at(-1)).toEqual({
      relation: 'talks',
      entity: 'Talks',
      definition: talksSection,
      kinds: { talks: {} },
    });
    // Every section of the contract's list is kept in exactly one table.
    const kept = SECTION_TABLES.flatMap((t) => Object.keys(t.kinds));
    expect(kept.sort()).toEqual(Object.keys(SECTIONS).sort());
    // The older sections' tables keep the names they were created with, as their definitions say.
    expect(SECTION_TABLES.map((t) => [t.relation, t.entity])).toEqual([
      ['socialMedia', 'SocialMedia'],
      ['education', 'Education'],
      ['exhibitions', 'Exhibition'],
      ['awards', 'Award'],
      ['grants', 'Grant'],
      ['collections', 'CollectionEntry'],
      ['bibliography', 'BibliographyEntry'],
      ['works', 'Work'],
      ['commissions', 'Commission'],
      ['teaching', 'Teaching'],
      ['affiliations', 'Affiliation'],
    ]);
    expect(SECTION_TABLES.find((t) => t.relation === 'exhibitions')).toMatchObject({
      kinds: { soloExhibitions: { kind: 'solo' }, groupExhibitions: { kind: 'group' } },
      kindValues: ['solo', 'group'],
    });
  });

  it('lets sections share a table only when each names the list and its kind', () => {
    const shared = { entity: 'Talks', relation: 'talks' };
    const lectures = { ...talksSection, segment: 'lectures' };
    expect(() =>
      sectionTablesOf({
        talks: { ...talksSection, table: shared },
        lectures: { ...lectures, table: shared },
      }),
    ).toThrow(/must name one list and a kind each: lectures/);
    const tables = sectionTablesOf({
      talks: { ...talksSection, table: { ...shared, kind: 'talk' } },
      lectures: { ...lectures, table: { ...shared, kind: 'lecture' } },
    });
    expect(tables).toHaveLength(1);
    const { notes: _notes, ...fewerFields } = talksSection.fields;
    expect(() =>
      sectionTablesOf({
        talks: { ...talksSection, table: { ...shared, kind: 'talk' } },
        lectures: { ...lectures, fields: fewerFields, table: { ...shared, kind: 'lecture' } },
      }),
    ).toThrow(/one set of fields and kinds of their own: lectures/);
    expect(() =>
      sectionTablesOf({
        talks: { ...talksSection, table: { ...shared, kind: 'talk' } },
        lectures: { ...lectures, table: { ...shared, kind: 'talk' } },
      }),
    ).toThrow(/one set of fields and kinds of their own: lectures/);
    expect(tables[0]).toMatchObject({
      kinds: { talks: { kind: 'talk' }, lectures: { kind: 'lecture' } },
      kindValues: ['talk', 'lecture'],
    });
  });
});

describe.each(engines())('the entity of a new section on %s', (engine) => {
  const Talks = sectionEntity('Talks', talksSection);
  let orm: MikroORM;
  beforeAll(async () => {
    const driver: Partial<Options> =
      engine === 'pglite'
        ? { driver: (await import('@mikro-orm/pglite')).PgliteDriver, dbName: 'memory://' }
        : {
            driver: (await import('@mikro-orm/postgresql')).PostgreSqlDriver,
            clientUrl: process.env.TEST_DATABASE_URL,
          };
    // Nothing is written: the schema generator only says what its migration would create.
    orm = await MikroORM.init({ ...driver, entities: [...entities, Talks as EntityClass<object>] });
  });
  afterAll(() => orm?.close());

  it('is a table with the definition columns, the artist, visibility, position and created_at', async () => {
    const meta = orm.getMetadata().get(Talks);
    expect(meta.tableName).toBe('talks');
    const sql = await orm.schema.getCreateSchemaSQL({ wrap: false });
    const table = sql.split(';').find((statement) => statement.includes('create table "talks"'));
    expect(table?.trim()).toBe(
      'create table "talks" ("id" serial primary key, "artist_id" int not null, "title" text not null, ' +
        '"venue" text not null, "year" text not null, "link" text null, "notes" text null, ' +
        `"visibility" text not null default 'public', ` +
        '"position" int not null default 0, "created_at" timestamptz not null default now())',
    );
    expect(sql).toContain(
      'alter table "talks" add constraint "talks_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade',
    );
  });
});

describe('a new section from the published page to the documents', () => {
  const talks = genericPublicSection('talks', talksSection);
  const sections = [...PUBLIC_PAGE_SECTIONS, talks];
  const lowWater = {
    id: 3,
    title: 'Low water',
    venue: 'Tate',
    year: '2022',
    link: 'https://tate.example/low-water',
    notes: 'With a screening.  Q&A',
  };
  const draft = {
    ...sampleCvSource(),
    talks: [
      {
        id: 1,
        visibility: 'public',
        title: 'On silt',
        venue: 'Kunsthalle Basel',
        year: '2019',
        link: null,
        notes: null,
      },
      {
        id: 2,
        visibility: 'private',
        title: 'Unlisted',
        venue: 'Home',
        year: '2024',
        link: null,
        notes: null,
      },
      lowWater,
    ],
  } as ArtistProfile;
  // The published version keeps the section's public entries as their fields; the documents read it as it is.
  const published = {
    ...toPublicArtist(draft, sections),
    publishedAt: '2026-01-02T00:00:00.000Z',
  } as PublicArtist;
  const source = publishedCvSource(published, sections);
  const before = publishedCvSource(published);
  const options: CvOptions = {
    ...DEFAULT_CV_OPTIONS,
    sections: [...DEFAULT_CV_OPTIONS.sections, { section: 'talks' as never, entries: null }],
  };
  const context = {
    origin: 'https://oeuvre.example',
    pageUrl: 'https://oeuvre.example/artists/mara-ellison',
  };

  it('reads the published entries as they are, in the page order, each named by its draft row', () => {
    expect(source.sections.at(-1)).toEqual({
      section: talks,
      entries: [
        {
          ref: 'talks:3',
          private: false,
          entry: lowWater,
        },
        {
          ref: 'talks:1',
          private: false,
          entry: { id: 1, title: 'On silt', venue: 'Kunsthalle Basel', year: '2019', link: null, notes: null },
        },
      ],
    });
    // The profile and the sections the source already had are as before.
    expect({ ...source, sections: source.sections.slice(0, -1) }).toEqual(before);
  });

  it('is a section of the CV document under its public title', () => {
    const cv = buildCvDocument(source, options);
    expect(cv.sections.at(-1)).toEqual({
      key: 'talks',
      heading: 'Talks & Lectures',
      entries: [
        {
          ref: 'talks:3',
          year: '2022',
          lines: ['Low water, Tate, https://tate.example/low-water', 'With a screening. Q&A'],
          spans: [
            [{ text: 'Low water', strong: true }, { text: ', Tate, https://tate.example/low-water' }],
            [{ text: 'With a screening. Q&A' }],
          ],
          private: false,
        },
        {
          ref: 'talks:1',
          year: '2019',
          lines: ['On silt, Kunsthalle Basel'],
          spans: [[{ text: 'On silt', strong: true }, { text: ', Kunsthalle Basel' }]],
          private: false,
        },
      ],
    });
    expect(cv.sections.slice(0, -1)).toEqual(buildCvDocument(before, DEFAULT_CV_OPTIONS).sections);
  });

  it('is JSON Resume projects of its kind, after the others', () => {
    const resume = toJsonResume(source, options, context);
    const without = toJsonResume(before, DEFAULT_CV_OPTIONS, context);
    expect(resume.projects.slice(without.projects.length)).toEqual([
      {
        name: 'Low water',
        type: 'talk',
        description: 'Tate',
        startDate: '2022',
        highlights: ['With a screening. Q&A'],
        url: 'https://tate.example/low-water',
      },
      { name: 'On silt', type: 'talk', description: 'Kunsthalle Basel', startDate: '2019' },
    ]);
    expect({ ...resume, projects: resume.projects.slice(0, without.projects.length) }).toEqual(without);
  });

  it('is a schema.org ItemList about the artist, after the press', () => {
    const ld = personJsonLd(source, { url: context.pageUrl, description: 'Sculptor.' });
    const without = personJsonLd(before, { url: context.pageUrl, description: 'Sculptor.' });
    const subjectOf = ld.subjectOf as object[];
    expect(subjectOf.slice(0, -1)).toEqual(without.subjectOf);
    expect(subjectOf.at(-1)).toEqual({
      '@type': 'ItemList',
      name: 'Talks & Lectures',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Thing',
            name: 'Low water',
            description: 'Tate, 2022. With a screening. Q&A',
            url: 'https://tate.example/low-water',
          },
        },
        {
          '@type': 'ListItem',
          position: 2,
          item: { '@type': 'Thing', name: 'On silt', description: 'Kunsthalle Basel, 2019' },
        },
      ],
    });
    expect({ ...ld, subjectOf: without.subjectOf }).toEqual(without);
  });
});
