import { Migration } from '@mikro-orm/migrations';

export class Migration20261127093558_cv_import extends Migration {

  override name = 'Migration20261127093558_cv_import';

  override up(): void | Promise<void> {
    this.addSql(`create table "cv_import" ("id" serial primary key, "owner_id" int not null, "status" text not null default 'reading', "failure" text null, "message" text null, "result" jsonb null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null);`);
    this.addSql(`create index "cv_import_owner_id_index" on "cv_import" ("owner_id");`);
    this.addSql(`create index "cv_import_expires_at_index" on "cv_import" ("expires_at");`);
    this.addSql(`create unique index "cv_import_one_reading_per_owner" on "cv_import" ("owner_id") where status = 'reading';`);

    this.addSql(`alter table "cv_import" add constraint "cv_import_owner_id_foreign" foreign key ("owner_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "cv_import" add constraint "cv_import_status_check" check ("status" in ('reading', 'ready', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cv_import" cascade;`);
  }

}
