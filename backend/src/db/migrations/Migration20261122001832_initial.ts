import { Migration } from '@mikro-orm/migrations';

export class Migration20261122001832_initial extends Migration {
  override name = 'Migration20261122001832_initial';

  override up(): void | Promise<void> {
    // Trigram indexes power the directory search (PGlite also needs the extension loaded in driverOptions).
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(
      `create table "contact_message" ("id" serial primary key, "name" text not null, "email" text not null, "subject" text not null, "message" text not null, "is_read" boolean not null default false, "created_at" timestamptz not null default now(), "ip_hash" text null);`,
    );
    this.addSql(`create index "contact_message_created_at_index" on "contact_message" ("created_at" DESC);`);
    this.addSql(
      `create index "contact_message_ip_hash_index" on "contact_message" ("ip_hash", "created_at");`,
    );

    this.addSql(
      `create table "site_settings" ("id" int not null default 1, "site_name" text not null default 'Oeuvre', "site_description" text not null default 'A living record of artistic practice and a trusted index for curators, critics and galleries.', "allow_registration" boolean not null default true, "require_approval" boolean not null default true, "max_gallery_size" int not null default 25, "email_notifications" boolean not null default false, "admin_emails" text not null default '', "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "user" ("id" serial primary key, "email" text not null, "first_name" text not null default '', "last_name" text not null default '', "profile_image_url" text null, "is_admin" boolean not null default false, "is_frozen" boolean not null default false, "email_verified" boolean not null default false, "oidc_issuer" text null, "oidc_subject" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "last_sign_in_at" timestamptz null);`,
    );
    this.addSql(`alter table "user" add constraint "user_email_unique" unique ("email");`);
    this.addSql(
      `alter table "user" add constraint "user_oidc_identity_unique" unique ("oidc_issuer", "oidc_subject");`,
    );

    this.addSql(
      `create table "session" ("id" text not null, "user_id" int null, "data" jsonb not null default '{}', "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    this.addSql(
      `create table "desktop_token" ("id" serial primary key, "user_id" int not null, "token_hash" text not null, "device_name" text not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, "expires_at" timestamptz not null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "desktop_token_user_id_index" on "desktop_token" ("user_id");`);
    this.addSql(
      `alter table "desktop_token" add constraint "desktop_token_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "desktop_auth_code" ("id" serial primary key, "user_id" int not null, "code_hash" text not null, "code_challenge" text not null, "redirect_uri" text not null, "device_name" text not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(`create index "desktop_auth_code_user_id_index" on "desktop_auth_code" ("user_id");`);
    this.addSql(
      `alter table "desktop_auth_code" add constraint "desktop_auth_code_code_hash_unique" unique ("code_hash");`,
    );

    this.addSql(
      `create table "csv_job" ("id" serial primary key, "created_by_id" int null, "status" text not null default 'queued', "total_rows" int not null default 0, "processed_rows" int not null default 0, "successful" int not null default 0, "failed" int not null default 0, "errors" jsonb not null default '[]', "created_at" timestamptz not null default now(), "finished_at" timestamptz null);`,
    );
    this.addSql(`create index "csv_job_created_by_id_index" on "csv_job" ("created_by_id");`);

    this.addSql(
      `create table "artist_profile" ("id" serial primary key, "user_id" int null, "slug" text not null, "full_name" text not null, "display_name" text null, "email" text not null, "city" text not null, "country" text not null, "website" text null, "artist_statement" text not null default '', "profile_image_url" text null, "disciplines" text[] not null default '{}', "is_approved" boolean not null default false, "is_pending" boolean not null default true, "rejection_reason" text null, "published" jsonb null, "published_at" timestamptz null, "submitted_at" timestamptz null, "source" text not null default 'signup', "search_text" text not null default '', "version" int not null default 1, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "artist_profile" add constraint "artist_profile_user_id_unique" unique ("user_id");`,
    );
    this.addSql(`alter table "artist_profile" add constraint "artist_profile_slug_unique" unique ("slug");`);
    this.addSql(
      `create index "artist_profile_search_text_trgm_index" on "artist_profile" using gin ("search_text" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "artist_profile_directory_index" on "artist_profile" ("created_at" desc, "id" desc) where "published_at" is not null;`,
    );
    this.addSql(
      `create index "artist_profile_disciplines_index" on "artist_profile" using gin ("disciplines");`,
    );
    this.addSql(`create index "artist_profile_city_index" on "artist_profile" (lower("city"));`);
    this.addSql(`create index "artist_profile_country_index" on "artist_profile" (lower("country"));`);
    this.addSql(
      `create index "artist_profile_review_index" on "artist_profile" ("is_pending", "submitted_at");`,
    );

    this.addSql(
      `create table "upload" ("id" serial primary key, "owner_id" int null, "artist_id" int null, "key" text not null, "variants" jsonb not null default '[]', "content_type" text not null, "bytes" int not null, "width" int null, "height" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "upload_owner_id_index" on "upload" ("owner_id");`);
    this.addSql(`create index "upload_artist_id_index" on "upload" ("artist_id");`);
    this.addSql(`alter table "upload" add constraint "upload_key_unique" unique ("key");`);

    this.addSql(
      `create table "teaching" ("id" serial primary key, "artist_id" int not null, "role" text not null, "institution" text not null, "year" text not null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "teaching_artist_id_index" on "teaching" ("artist_id");`);

    this.addSql(
      `create table "social_media" ("id" serial primary key, "artist_id" int not null, "platform" text not null default 'other', "username" text not null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "social_media_artist_id_index" on "social_media" ("artist_id");`);

    this.addSql(
      `create table "grant" ("id" serial primary key, "artist_id" int not null, "type" text not null default 'grant', "name" text not null, "organization" text not null, "year" text not null, "amount" text null, "location" text null, "duration" text null, "description" text null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "grant_artist_id_index" on "grant" ("artist_id");`);

    this.addSql(
      `create table "gallery_item" ("id" serial primary key, "artist_id" int not null, "title" text not null, "description" text null, "file_type" text not null default 'image', "file_url" text not null, "year" text null, "medium" text null, "dimensions" text null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "gallery_item_artist_id_index" on "gallery_item" ("artist_id");`);

    this.addSql(
      `create table "exhibition" ("id" serial primary key, "artist_id" int not null, "kind" text not null, "title" text not null, "venue" text not null, "city" text not null, "year" text not null, "notes" text null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "exhibition_artist_id_index" on "exhibition" ("artist_id");`);

    this.addSql(
      `create table "education" ("id" serial primary key, "artist_id" int not null, "degree" text not null, "institution" text not null, "years" text not null, "notes" text null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "education_artist_id_index" on "education" ("artist_id");`);

    this.addSql(
      `create table "connection" ("id" serial primary key, "sender_id" int not null, "receiver_id" int not null, "status" text not null default 'pending', "is_mutual" boolean not null default false, "created_at" timestamptz not null default now(), "responded_at" timestamptz null);`,
    );
    this.addSql(`create index "connection_receiver_id_index" on "connection" ("receiver_id");`);
    this.addSql(
      `alter table "connection" add constraint "connection_sender_receiver_unique" unique ("sender_id", "receiver_id");`,
    );

    this.addSql(
      `create table "commission" ("id" serial primary key, "artist_id" int not null, "title" text not null, "commissioner" text not null, "description" text null, "year" text not null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "commission_artist_id_index" on "commission" ("artist_id");`);

    this.addSql(
      `create table "collection_entry" ("id" serial primary key, "artist_id" int not null, "type" text not null default 'public', "name" text not null, "location" text null, "year" text null, "work_title" text null, "notes" text null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "collection_entry_artist_id_index" on "collection_entry" ("artist_id");`);

    this.addSql(
      `create table "bibliography_entry" ("id" serial primary key, "artist_id" int not null, "type" text not null default 'article', "title" text not null, "publication" text not null, "author" text null, "year" text not null, "pages" text null, "url" text null, "notes" text null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "bibliography_entry_artist_id_index" on "bibliography_entry" ("artist_id");`);

    this.addSql(
      `create table "award" ("id" serial primary key, "artist_id" int not null, "name" text not null, "presenter" text not null, "year" text not null, "notes" text null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "award_artist_id_index" on "award" ("artist_id");`);

    this.addSql(
      `create table "affiliation" ("id" serial primary key, "artist_id" int not null, "name" text not null, "type" text not null, "duration" text null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "affiliation_artist_id_index" on "affiliation" ("artist_id");`);

    this.addSql(
      `create table "activity" ("id" serial primary key, "type" text not null, "message" text not null, "actor_id" int null, "subject_type" text null, "subject_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "activity_actor_id_index" on "activity" ("actor_id");`);
    this.addSql(`create index "activity_created_at_index" on "activity" ("created_at" DESC);`);

    this.addSql(
      `create table "work" ("id" serial primary key, "artist_id" int not null, "title" text not null, "medium" text not null, "dimensions" text null, "year" text not null, "image_url" text not null, "exhibition" text null, "position" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "work_artist_id_index" on "work" ("artist_id");`);

    this.addSql(
      `alter table "site_settings" add constraint "site_settings_single_row_check" check (id = 1);`,
    );
    this.addSql(
      `alter table "site_settings" add constraint "site_settings_max_gallery_size_check" check (max_gallery_size >= 1 and max_gallery_size <= 100);`,
    );

    this.addSql(
      `alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "desktop_token" add constraint "desktop_token_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "desktop_auth_code" add constraint "desktop_auth_code_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "csv_job" add constraint "csv_job_created_by_id_foreign" foreign key ("created_by_id") references "user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "csv_job" add constraint "csv_job_status_check" check ("status" in ('queued', 'running', 'done', 'failed'));`,
    );

    this.addSql(
      `alter table "artist_profile" add constraint "artist_profile_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "artist_profile" add constraint "artist_profile_source_check" check ("source" in ('signup', 'csv'));`,
    );

    this.addSql(
      `alter table "upload" add constraint "upload_owner_id_foreign" foreign key ("owner_id") references "user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "upload" add constraint "upload_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "teaching" add constraint "teaching_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "social_media" add constraint "social_media_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "social_media" add constraint "social_media_platform_check" check ("platform" in ('instagram', 'twitter', 'facebook', 'linkedin', 'youtube', 'other'));`,
    );

    this.addSql(
      `alter table "grant" add constraint "grant_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "grant" add constraint "grant_type_check" check ("type" in ('grant', 'fellowship', 'residency'));`,
    );

    this.addSql(
      `alter table "gallery_item" add constraint "gallery_item_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "gallery_item" add constraint "gallery_item_file_type_check" check ("file_type" in ('image', 'video', 'audio'));`,
    );

    this.addSql(
      `alter table "exhibition" add constraint "exhibition_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "exhibition" add constraint "exhibition_kind_check" check ("kind" in ('solo', 'group'));`,
    );

    this.addSql(
      `alter table "education" add constraint "education_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "connection" add constraint "connection_sender_id_foreign" foreign key ("sender_id") references "artist_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "connection" add constraint "connection_receiver_id_foreign" foreign key ("receiver_id") references "artist_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "connection" add constraint "connection_not_self_check" check (sender_id <> receiver_id);`,
    );
    this.addSql(
      `alter table "connection" add constraint "connection_status_check" check ("status" in ('pending', 'accepted', 'rejected'));`,
    );

    this.addSql(
      `alter table "commission" add constraint "commission_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "collection_entry" add constraint "collection_entry_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "collection_entry" add constraint "collection_entry_type_check" check ("type" in ('public', 'private', 'corporate'));`,
    );

    this.addSql(
      `alter table "bibliography_entry" add constraint "bibliography_entry_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "bibliography_entry" add constraint "bibliography_entry_type_check" check ("type" in ('article', 'review', 'interview', 'catalog', 'book', 'web'));`,
    );

    this.addSql(
      `alter table "award" add constraint "award_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "affiliation" add constraint "affiliation_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "activity" add constraint "activity_actor_id_foreign" foreign key ("actor_id") references "user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "activity" add constraint "activity_type_check" check ("type" in ('submission', 'approval', 'rejection', 'import', 'user', 'artist', 'settings', 'message'));`,
    );

    this.addSql(
      `alter table "work" add constraint "work_artist_id_foreign" foreign key ("artist_id") references "artist_profile" ("id") on delete cascade;`,
    );

    // The single settings row; its columns default to the product's documented defaults.
    this.addSql(`insert into "site_settings" ("id") values (1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);
    this.addSql(`alter table "desktop_token" drop constraint "desktop_token_user_id_foreign";`);
    this.addSql(`alter table "desktop_auth_code" drop constraint "desktop_auth_code_user_id_foreign";`);
    this.addSql(`alter table "csv_job" drop constraint "csv_job_created_by_id_foreign";`);
    this.addSql(`alter table "artist_profile" drop constraint "artist_profile_user_id_foreign";`);
    this.addSql(`alter table "upload" drop constraint "upload_owner_id_foreign";`);
    this.addSql(`alter table "activity" drop constraint "activity_actor_id_foreign";`);
    this.addSql(`alter table "upload" drop constraint "upload_artist_id_foreign";`);
    this.addSql(`alter table "teaching" drop constraint "teaching_artist_id_foreign";`);
    this.addSql(`alter table "social_media" drop constraint "social_media_artist_id_foreign";`);
    this.addSql(`alter table "grant" drop constraint "grant_artist_id_foreign";`);
    this.addSql(`alter table "gallery_item" drop constraint "gallery_item_artist_id_foreign";`);
    this.addSql(`alter table "exhibition" drop constraint "exhibition_artist_id_foreign";`);
    this.addSql(`alter table "education" drop constraint "education_artist_id_foreign";`);
    this.addSql(`alter table "connection" drop constraint "connection_sender_id_foreign";`);
    this.addSql(`alter table "connection" drop constraint "connection_receiver_id_foreign";`);
    this.addSql(`alter table "commission" drop constraint "commission_artist_id_foreign";`);
    this.addSql(`alter table "collection_entry" drop constraint "collection_entry_artist_id_foreign";`);
    this.addSql(`alter table "bibliography_entry" drop constraint "bibliography_entry_artist_id_foreign";`);
    this.addSql(`alter table "award" drop constraint "award_artist_id_foreign";`);
    this.addSql(`alter table "affiliation" drop constraint "affiliation_artist_id_foreign";`);
    this.addSql(`alter table "work" drop constraint "work_artist_id_foreign";`);

    this.addSql(`drop table if exists "contact_message" cascade;`);
    this.addSql(`drop table if exists "site_settings" cascade;`);
    this.addSql(`drop table if exists "user" cascade;`);
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "desktop_token" cascade;`);
    this.addSql(`drop table if exists "desktop_auth_code" cascade;`);
    this.addSql(`drop table if exists "csv_job" cascade;`);
    this.addSql(`drop table if exists "artist_profile" cascade;`);
    this.addSql(`drop table if exists "upload" cascade;`);
    this.addSql(`drop table if exists "teaching" cascade;`);
    this.addSql(`drop table if exists "social_media" cascade;`);
    this.addSql(`drop table if exists "grant" cascade;`);
    this.addSql(`drop table if exists "gallery_item" cascade;`);
    this.addSql(`drop table if exists "exhibition" cascade;`);
    this.addSql(`drop table if exists "education" cascade;`);
    this.addSql(`drop table if exists "connection" cascade;`);
    this.addSql(`drop table if exists "commission" cascade;`);
    this.addSql(`drop table if exists "collection_entry" cascade;`);
    this.addSql(`drop table if exists "bibliography_entry" cascade;`);
    this.addSql(`drop table if exists "award" cascade;`);
    this.addSql(`drop table if exists "affiliation" cascade;`);
    this.addSql(`drop table if exists "activity" cascade;`);
    this.addSql(`drop table if exists "work" cascade;`);
  }
}
