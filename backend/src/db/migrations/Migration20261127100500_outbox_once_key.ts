import { Migration } from '@mikro-orm/migrations';

export class Migration20261127100500_outbox_once_key extends Migration {

  override name = 'Migration20261127100500_outbox_once_key';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_message" add "once_key" text null;`);
    // One support request email per sender, receiver and day, held by the database rather than a check then an insert.
    this.addSql(`alter table "outbox_message" add constraint "outbox_message_once_key_unique" unique ("once_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_message" drop constraint "outbox_message_once_key_unique";`);
    this.addSql(`alter table "outbox_message" drop column "once_key";`);
  }

}
