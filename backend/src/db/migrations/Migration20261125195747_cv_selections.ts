import { Migration } from '@mikro-orm/migrations';

export class Migration20261125195747_cv_selections extends Migration {

  override name = 'Migration20261125195747_cv_selections';

  override up(): void | Promise<void> {
    this.addSql(`create table "cv_selection" ("id" serial primary key, "artist_id" int not null, "name" text not null, "options" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "cv_selection" add constraint "cv_selection_artist_id_name_unique" unique ("artist_id", "name");`);

    this.addSql(`alter table "cv_selection" add constraint "cv_selection_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cv_selection" cascade;`);
  }

}
