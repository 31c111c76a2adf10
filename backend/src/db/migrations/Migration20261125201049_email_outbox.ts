import { Migration } from '@mikro-orm/migrations';

export class Migration20261125201049_email_outbox extends Migration {

  override name = 'Migration20261125201049_email_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "outbox_message" ("id" serial primary key, "recipient" text not null, "recipient_name" text not null default '', "kind" text not null, "topic" text null, "subject" text not null, "text" text not null, "html" text not null, "status" text not null default 'queued', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "outbox_message_due_index" on "outbox_message" ("status", "next_attempt_at");`);
    this.addSql(`create index "outbox_message_topic_index" on "outbox_message" ("kind", "topic", "created_at");`);
    this.addSql(`create index "outbox_message_created_at_index" on "outbox_message" ("created_at");`);

    this.addSql(`alter table "outbox_message" add constraint "outbox_message_kind_check" check ("kind" in ('profile_approved', 'profile_not_approved', 'connection_request', 'request_accepted', 'contact_message', 'csv_import_finished'));`);
    this.addSql(`alter table "outbox_message" add constraint "outbox_message_status_check" check ("status" in ('queued', 'sending', 'sent', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox_message" cascade;`);
  }

}
