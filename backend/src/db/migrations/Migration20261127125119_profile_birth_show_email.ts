import { Migration } from '@mikro-orm/migrations';

export class Migration20261127125119_profile_birth_show_email extends Migration {

  override name = 'Migration20261127125119_profile_birth_show_email';

  override up(): void | Promise<void> {
    this.addSql(`alter table "artist_profile" add "birth_year" int null, add "birth_place" text null;`);
    // Profiles from before the choice keep showing their email (it always was public); a new profile starts hidden.
    this.addSql(`alter table "artist_profile" add "show_email" boolean not null default true;`);
    this.addSql(`alter table "artist_profile" alter column "show_email" set default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "artist_profile" drop column "show_email", drop column "birth_place", drop column "birth_year";`);
  }

}
