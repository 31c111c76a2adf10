import { Migration } from '@mikro-orm/migrations';

export class Migration20261128003000_venue_events_index extends Migration {

  override name = 'Migration20261128003000_venue_events_index';

  override up(): void | Promise<void> {
    // A venue's page groups its links into events from this index alone (an index-only scan: a busy venue's links are
    // scattered over thousands of the table's pages); 'Exhibited with' and the venue filter read it as they read the
    // index it replaces.
    this.addSql(`create index "venue_appearance_events_index" on "venue_appearance" ("venue_id", "role", "title_key", "year", "exhibition_kind", "artist_id") include ("title");`);
    this.addSql(`drop index "venue_appearance_venue_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "venue_appearance_venue_index" on "venue_appearance" ("venue_id", "role", "title_key", "year");`);
    this.addSql(`drop index "venue_appearance_events_index";`);
  }

}
