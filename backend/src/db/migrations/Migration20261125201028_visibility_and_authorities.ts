import { Migration } from '@mikro-orm/migrations';

export class Migration20261125201028_visibility_and_authorities extends Migration {

  override name = 'Migration20261125201028_visibility_and_authorities';

  override up(): void | Promise<void> {
    this.addSql(`alter table "artist_profile" add "wikidata" text null, add "ulan" text null, add "isni" text null, add "orcid" text null;`);

    this.addSql(`alter table "teaching" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "teaching" add constraint "teaching_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "social_media" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "social_media" add constraint "social_media_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "grant" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "grant" add constraint "grant_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "exhibition" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "exhibition" add constraint "exhibition_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "education" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "education" add constraint "education_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "commission" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "commission" add constraint "commission_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "collection_entry" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "collection_entry" add constraint "collection_entry_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "bibliography_entry" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "bibliography_entry" add constraint "bibliography_entry_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "award" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "award" add constraint "award_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "affiliation" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "affiliation" add constraint "affiliation_visibility_check" check ("visibility" in ('public', 'private'));`);

    this.addSql(`alter table "work" add "visibility" text not null default 'public';`);
    this.addSql(`alter table "work" add constraint "work_visibility_check" check ("visibility" in ('public', 'private'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "affiliation" drop constraint "affiliation_visibility_check";`);
    this.addSql(`alter table "affiliation" drop column "visibility";`);

    this.addSql(`alter table "artist_profile" drop column "wikidata", drop column "ulan", drop column "isni", drop column "orcid";`);

    this.addSql(`alter table "award" drop constraint "award_visibility_check";`);
    this.addSql(`alter table "award" drop column "visibility";`);

    this.addSql(`alter table "bibliography_entry" drop constraint "bibliography_entry_visibility_check";`);
    this.addSql(`alter table "bibliography_entry" drop column "visibility";`);

    this.addSql(`alter table "collection_entry" drop constraint "collection_entry_visibility_check";`);
    this.addSql(`alter table "collection_entry" drop column "visibility";`);

    this.addSql(`alter table "commission" drop constraint "commission_visibility_check";`);
    this.addSql(`alter table "commission" drop column "visibility";`);

    this.addSql(`alter table "education" drop constraint "education_visibility_check";`);
    this.addSql(`alter table "education" drop column "visibility";`);

    this.addSql(`alter table "exhibition" drop constraint "exhibition_visibility_check";`);
    this.addSql(`alter table "exhibition" drop column "visibility";`);

    this.addSql(`alter table "grant" drop constraint "grant_visibility_check";`);
    this.addSql(`alter table "grant" drop column "visibility";`);

    this.addSql(`alter table "social_media" drop constraint "social_media_visibility_check";`);
    this.addSql(`alter table "social_media" drop column "visibility";`);

    this.addSql(`alter table "teaching" drop constraint "teaching_visibility_check";`);
    this.addSql(`alter table "teaching" drop column "visibility";`);

    this.addSql(`alter table "work" drop constraint "work_visibility_check";`);
    this.addSql(`alter table "work" drop column "visibility";`);
  }

}
