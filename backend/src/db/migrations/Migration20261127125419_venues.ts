import { Migration } from '@mikro-orm/migrations';

export class Migration20261127125419_venues extends Migration {

  override name = 'Migration20261127125419_venues';

  override up(): void | Promise<void> {
    this.addSql(`create table "venue" ("id" serial primary key, "slug" text not null, "name" text not null, "city" text not null default '', "country" text not null default '', "kind" text not null default 'other', "website" text null, "wikidata" text null, "name_key" text not null, "city_key" text not null default '', "merged_into_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "venue" add constraint "venue_slug_unique" unique ("slug");`);
    this.addSql(`create index "venue_merged_into_id_index" on "venue" ("merged_into_id");`);
    this.addSql(`create index "venue_name_key_trgm_index" on "venue" using gin ("name_key" gin_trgm_ops);`);
    this.addSql(`create index "venue_name_key_index" on "venue" ("name_key", "city_key");`);

    this.addSql(`create table "venue_alias" ("id" serial primary key, "venue_id" int not null, "origin_id" int not null, "spelling" text not null, "city" text not null default '', "name_key" text not null, "city_key" text not null default '', "created_at" timestamptz not null default now());`);
    this.addSql(`create index "venue_alias_venue_id_index" on "venue_alias" ("venue_id");`);
    this.addSql(`create index "venue_alias_origin_id_index" on "venue_alias" ("origin_id");`);
    this.addSql(`alter table "venue_alias" add constraint "venue_alias_key_unique" unique ("name_key", "city_key");`);

    this.addSql(`create table "venue_appearance" ("id" serial primary key, "artist_id" int not null, "venue_id" int not null, "alias_id" int not null, "section" text not null, "position" int not null, "entry_key" text not null, "role" text not null, "exhibition_kind" text null, "year" text null, "title" text null, "title_key" text null);`);
    this.addSql(`create index "venue_appearance_artist_id_index" on "venue_appearance" ("artist_id");`);
    this.addSql(`create index "venue_appearance_alias_id_index" on "venue_appearance" ("alias_id");`);
    this.addSql(`create index "venue_appearance_venue_index" on "venue_appearance" ("venue_id", "role", "title_key", "year");`);

    this.addSql(`create table "venue_suggestion" ("id" serial primary key, "venue_id" int not null, "other_id" int not null, "similarity" real not null, "dismissed_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "venue_suggestion_other_id_index" on "venue_suggestion" ("other_id");`);
    this.addSql(`alter table "venue_suggestion" add constraint "venue_suggestion_pair_unique" unique ("venue_id", "other_id");`);

    this.addSql(`alter table "activity" drop constraint "activity_type_check";`);
    this.addSql(`alter table "activity" add constraint "activity_type_check" check ("type" in ('submission', 'approval', 'rejection', 'import', 'user', 'artist', 'settings', 'message', 'venue'));`);

    this.addSql(`alter table "venue" add constraint "venue_merged_into_id_foreign" foreign key ("merged_into_id") references "venue" ("id") on delete set null;`);
    this.addSql(`alter table "venue" add constraint "venue_kind_check" check ("kind" in ('museum', 'gallery', 'art-centre', 'festival', 'residency', 'school', 'other'));`);
    this.addSql(`alter table "venue_alias" add constraint "venue_alias_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on delete cascade;`);
    this.addSql(`alter table "venue_alias" add constraint "venue_alias_origin_id_foreign" foreign key ("origin_id") references "venue" ("id") on delete cascade;`);
    this.addSql(`alter table "venue_appearance" add constraint "venue_appearance_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`);
    this.addSql(`alter table "venue_appearance" add constraint "venue_appearance_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on delete cascade;`);
    this.addSql(`alter table "venue_appearance" add constraint "venue_appearance_alias_id_foreign" foreign key ("alias_id") references "venue_alias" ("id") on delete cascade;`);
    this.addSql(`alter table "venue_appearance" add constraint "venue_appearance_role_check" check ("role" in ('exhibition', 'resident', 'collection', 'alumni', 'teacher'));`);
    this.addSql(`alter table "venue_appearance" add constraint "venue_appearance_exhibition_kind_check" check ("exhibition_kind" in ('solo', 'group'));`);
    this.addSql(`alter table "venue_suggestion" add constraint "venue_suggestion_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on delete cascade;`);
    this.addSql(`alter table "venue_suggestion" add constraint "venue_suggestion_other_id_foreign" foreign key ("other_id") references "venue" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "venue_appearance" cascade;`);
    this.addSql(`drop table if exists "venue_suggestion" cascade;`);
    this.addSql(`drop table if exists "venue_alias" cascade;`);
    this.addSql(`drop table if exists "venue" cascade;`);
    this.addSql(`delete from "activity" where "type" = 'venue';`);
    this.addSql(`alter table "activity" drop constraint "activity_type_check";`);
    this.addSql(`alter table "activity" add constraint "activity_type_check" check ("type" in ('submission', 'approval', 'rejection', 'import', 'user', 'artist', 'settings', 'message'));`);
  }

}
