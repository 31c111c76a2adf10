// Every CV section is one definition: this walks each one and checks that every piece derived from it exists and
// agrees with it (request and item schemas, the entity's columns, the server's store, the entity list, the profile's
// relation, the routes, and the table the migrations made).
import { routes, SECTION_KINDS, SECTIONS, type SectionDefinition } from '@oeuvre/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import { entities, sectionEntities } from '../../db/entities.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { SECTION_STORES } from './section.registry.ts';

describe.each(engines())('each CV section definition on %s', (engine) => {
  let db: TestOrm;
  beforeAll(async () => {
    db = await createTestOrm(engine);
  }, 120_000);
  afterAll(() => db?.close());

  it.each(SECTION_KINDS)(
    '%s: schemas, entity, store, relation, routes and table all follow the definition',
    async (kind) => {
      const section = SECTIONS[kind] as SectionDefinition;
      const names = Object.keys(section.fields);

      // The contract's schemas carry exactly the definition's fields (plus visibility, and the id on the item).
      expect(Object.keys(section.input.entries).sort()).toEqual([...names, 'visibility'].sort());
      expect(Object.keys(section.patch.entries).sort()).toEqual([...names, 'visibility'].sort());
      expect(Object.keys(section.item.entries).sort()).toEqual(['id', ...names, 'visibility'].sort());
      // A new entry without any field is refused with the first required field's own message.
      const isRequired = (name: string) => {
        const { column } = section.fields[name]!;
        return column.type === 'text' && !column.nullable;
      };
      const firstRequired = names.find(isRequired)!;
      const refused = v.safeParse(section.input, {});
      expect(refused.success).toBe(false);
      expect(refused.issues?.[0]?.message).toBe(
        v.safeParse(section.fields[firstRequired]!.input, undefined).issues?.[0]?.message,
      );

      // The editor lists every field once, each labelled.
      const editorNames = section.editorOrder ?? names;
      expect([...editorNames].sort()).toEqual([...names].sort());
      for (const name of names) expect(section.fields[name]!.editor.label).not.toBe('');

      // The server keeps the section in an entity that is registered with the ORM and hangs on the profile.
      const store = SECTION_STORES[kind];
      expect(store).toBeDefined();
      expect(sectionEntities).toContain(store.entity);
      expect(entities).toContain(store.entity);
      const metadata = db.orm.getMetadata().get(store.entity);
      const profile = db.orm.getMetadata().get(ArtistProfile);
      expect(
        Object.values(profile.properties).some((p) => p.kind === '1:m' && p.type === metadata.className),
      ).toBe(true);

      // Each field is a column as the definition declares it: text (nullable when optional) or an enum with its default.
      for (const [name, field] of Object.entries(section.fields)) {
        const property = metadata.properties[name];
        expect(property, `${kind}.${name} has a column`).toBeDefined();
        if (field.column.type === 'enum') {
          expect(property!.items).toEqual([...field.column.values]);
          expect(property!.default).toBe(field.column.default);
        } else {
          expect(property!.type).toBe('text');
          expect(!!property!.nullable).toBe(field.column.nullable);
        }
      }

      // The migrations made every column of the table.
      const columns = await db.orm.em
        .fork()
        .getConnection()
        .execute<{ column_name: string; is_nullable: string }[]>(
          `select column_name, is_nullable from information_schema.columns where table_name = ?`,
          [metadata.tableName],
        );
      for (const [name, field] of Object.entries(section.fields)) {
        const column = columns.find((c) => c.column_name === metadata.properties[name]!.fieldNames[0]);
        expect(column, `${metadata.tableName} has the column of ${name}`).toBeDefined();
        const nullable = field.column.type === 'text' && field.column.nullable;
        expect(column!.is_nullable).toBe(nullable ? 'YES' : 'NO');
      }

      // The four routes of the section exist, at its segment.
      for (const action of ['add', 'update', 'remove', 'reorder'] as const) {
        const route = (routes as Record<string, { path: string }>)[`sections.${kind}.${action}`];
        expect(route, `sections.${kind}.${action}`).toBeDefined();
        expect(route!.path).toContain(section.segment);
      }
    },
  );
});
