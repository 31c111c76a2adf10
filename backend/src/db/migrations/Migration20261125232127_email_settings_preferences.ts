import { Migration } from '@mikro-orm/migrations';

export class Migration20261125232127_email_settings_preferences extends Migration {

  override name = 'Migration20261125232127_email_settings_preferences';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_opt_out" ("id" serial primary key, "user_id" int not null, "preference" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "email_opt_out" add constraint "email_opt_out_user_preference_unique" unique ("user_id", "preference");`);

    this.addSql(`alter table "outbox_message" add "unsubscribe_url" text null;`);

    this.addSql(`alter table "site_settings" add "smtp_host" text null, add "smtp_port" int not null default 587, add "smtp_user" text null, add "smtp_password_encrypted" text null, add "email_from" text null, add "email_reply_to" text null;`);
    this.addSql(`alter table "site_settings" alter column "email_notifications" set default true;`);
    // The switch did nothing before email was sent, and it was off by default: honouring it as stored would stop
    // every email on existing sites. It becomes the master switch of notification emails, on.
    this.addSql(`update "site_settings" set "email_notifications" = true;`);

    this.addSql(`alter table "email_opt_out" add constraint "email_opt_out_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "email_opt_out" add constraint "email_opt_out_preference_check" check ("preference" in ('profile_review', 'connection_request', 'request_accepted', 'contact_message', 'csv_import_finished'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_opt_out" cascade;`);

    this.addSql(`alter table "outbox_message" drop column "unsubscribe_url";`);

    this.addSql(`alter table "site_settings" drop column "smtp_host", drop column "smtp_port", drop column "smtp_user", drop column "smtp_password_encrypted", drop column "email_from", drop column "email_reply_to";`);
    this.addSql(`alter table "site_settings" alter column "email_notifications" set default false;`);
  }

}
