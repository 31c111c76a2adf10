import { Migration } from '@mikro-orm/migrations';

// A support given, withdrawn or made mutual notifies `oeuvre_public_changes` with the payload 'supporters' when it
// commits (public-changes.ts): every instance forgets the artist pages it kept whole. A truncate too (its trigger is
// this migration's alone: see Migration20261127125644_public_truncate).
export class Migration20261128151525_supporters_changes extends Migration {
  override name = 'Migration20261128151525_supporters_changes';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "connection_supporters_insert_fn"() returns trigger as $$ begin perform pg_notify('oeuvre_public_changes', 'supporters'); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "supporters_insert" AFTER INSERT on "connection" for each ROW
  when ((new.status = 'accepted'::text)) execute function "connection_supporters_insert_fn"();`);
    this.addSql(
      `create or replace function "connection_supporters_update_fn"() returns trigger as $$ begin perform pg_notify('oeuvre_public_changes', 'supporters'); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "supporters_update" AFTER UPDATE on "connection" for each ROW
  when (((old.status IS DISTINCT FROM new.status) OR (old.is_mutual IS DISTINCT FROM new.is_mutual) OR (old.sender_id IS DISTINCT FROM new.sender_id) OR (old.receiver_id IS DISTINCT FROM new.receiver_id))) execute function "connection_supporters_update_fn"();`);
    this.addSql(
      `create or replace function "connection_supporters_delete_fn"() returns trigger as $$ begin perform pg_notify('oeuvre_public_changes', 'supporters'); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "supporters_delete" AFTER DELETE on "connection" for each ROW
  when ((old.status = 'accepted'::text)) execute function "connection_supporters_delete_fn"();`);
    this.addSql(
      `create or replace function "connection_supporters_truncate_fn"() returns trigger as $$ begin perform pg_notify('oeuvre_public_changes', 'supporters'); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "supporters_truncate" AFTER TRUNCATE on "connection" for each STATEMENT execute function "connection_supporters_truncate_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "supporters_truncate" on "connection";`);
    this.addSql(`drop function if exists "connection_supporters_truncate_fn"();`);
    this.addSql(`drop trigger if exists "supporters_insert" on "connection";`);
    this.addSql(`drop function if exists "connection_supporters_insert_fn"();`);
    this.addSql(`drop trigger if exists "supporters_update" on "connection";`);
    this.addSql(`drop function if exists "connection_supporters_update_fn"();`);
    this.addSql(`drop trigger if exists "supporters_delete" on "connection";`);
    this.addSql(`drop function if exists "connection_supporters_delete_fn"();`);
  }
}
