import { Migration } from '@mikro-orm/migrations';

// A change to what the public sees of a profile notifies `oeuvre_public_changes` when it commits (public-changes.ts).
export class Migration20261125230834_public_changes extends Migration {

  override name = 'Migration20261125230834_public_changes';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "artist_profile_public_update_fn"() returns trigger as $$ begin perform pg_notify('oeuvre_public_changes', ''); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "public_update" AFTER UPDATE on "artist_profile" for each ROW
  when (((old.published IS DISTINCT FROM new.published) OR (old.published_at IS DISTINCT FROM new.published_at) OR (old.slug IS DISTINCT FROM new.slug) OR (old.card IS DISTINCT FROM new.card) OR (old.search_text IS DISTINCT FROM new.search_text) OR (old.cv_search_text IS DISTINCT FROM new.cv_search_text))) execute function "artist_profile_public_update_fn"();`);
    this.addSql(`create or replace function "artist_profile_public_insert_fn"() returns trigger as $$ begin perform pg_notify('oeuvre_public_changes', ''); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "public_insert" AFTER INSERT on "artist_profile" for each ROW
  when ((new.published_at IS NOT NULL)) execute function "artist_profile_public_insert_fn"();`);
    this.addSql(`create or replace function "artist_profile_public_delete_fn"() returns trigger as $$ begin perform pg_notify('oeuvre_public_changes', ''); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "public_delete" AFTER DELETE on "artist_profile" for each ROW
  when ((old.published_at IS NOT NULL)) execute function "artist_profile_public_delete_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "public_update" on "artist_profile";`);
    this.addSql(`drop function if exists "artist_profile_public_update_fn"();`);
    this.addSql(`drop trigger if exists "public_insert" on "artist_profile";`);
    this.addSql(`drop function if exists "artist_profile_public_insert_fn"();`);
    this.addSql(`drop trigger if exists "public_delete" on "artist_profile";`);
    this.addSql(`drop function if exists "artist_profile_public_delete_fn"();`);
  }

}
