import { Migration } from '@mikro-orm/migrations';

// Emptying the profile table notifies `oeuvre_public_changes` when it commits, as a row's public change does
// (public-changes.ts): every instance forgets what it kept of the public's view.
export class Migration20261127125644_public_truncate extends Migration {

  override name = 'Migration20261127125644_public_truncate';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function "artist_profile_public_truncate_fn"() returns trigger as $$ begin perform pg_notify('oeuvre_public_changes', ''); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "public_truncate" AFTER TRUNCATE on "artist_profile" for each STATEMENT execute function "artist_profile_public_truncate_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "public_truncate" on "artist_profile";`);
    this.addSql(`drop function if exists "artist_profile_public_truncate_fn"();`);
  }

}
