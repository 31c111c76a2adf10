import { Migration } from '@mikro-orm/migrations';

export class Migration20261122002637_directory extends Migration {

  override name = 'Migration20261122002637_directory';

  override up(): void | Promise<void> {
    this.addSql(`alter table "artist_profile" add "cv_search_text" text not null default '', add "card" jsonb null;`);
    this.addSql(`create index "artist_profile_cv_search_text_trgm_index" on "artist_profile" using gin ("cv_search_text" gin_trgm_ops);`);
    this.addSql(`create index "artist_profile_card_disciplines_index" on "artist_profile" using gin (("card"->'disciplines'));`);
    this.addSql(`create index "artist_profile_card_city_index" on "artist_profile" (lower("card"->>'city'));`);
    this.addSql(`create index "artist_profile_card_country_index" on "artist_profile" (lower("card"->>'country'));`);

    // Profiles published before this migration get their card now; their cv search text on their next save.
    this.addSql(`update "artist_profile" set "card" = jsonb_build_object('fullName', "published"->>'fullName', 'displayName', "published"->'displayName', 'city', "published"->>'city', 'country', "published"->>'country', 'profileImageUrl', "published"->'profileImageUrl', 'disciplines', coalesce("published"->'disciplines', '[]'::jsonb)) where "published" is not null;`);

    this.addSql(`alter table "teaching" alter column "year" drop not null;`);

    this.addSql(`alter table "commission" alter column "commissioner" drop not null;`);
    this.addSql(`alter table "commission" alter column "year" drop not null;`);

    this.addSql(`alter table "affiliation" alter column "type" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "affiliation" alter column "type" set not null;`);

    this.addSql(`drop index "artist_profile_cv_search_text_trgm_index";`);
    this.addSql(`drop index "artist_profile_card_disciplines_index";`);
    this.addSql(`drop index "artist_profile_card_city_index";`);
    this.addSql(`drop index "artist_profile_card_country_index";`);
    this.addSql(`alter table "artist_profile" drop column "cv_search_text", drop column "card";`);

    this.addSql(`alter table "commission" alter column "commissioner" set not null;`);
    this.addSql(`alter table "commission" alter column "year" set not null;`);

    this.addSql(`alter table "teaching" alter column "year" set not null;`);
  }

}
