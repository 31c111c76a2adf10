import { Migration } from '@mikro-orm/migrations';

export class Migration20261128003000_venue_events_index extends Migration {

  override name = 'Migration20261128003000_venue_events_index';

  override up(): void | Promise<void> {
    // A venue's links are grouped into events from this index alone, and their print (how many, the highest and the
    // sum of ids) read from it on every page (venue-events.ts); 'Exhibited with' and the venue filter read it as they
    // read the index it replaces.
    this.addSql(`create index "venue_appearance_events_index" on "venue_appearance" ("venue_id", "role", "title_key", "year", "exhibition_kind", "artist_id") include ("title", "id");`);
    this.addSql(`drop index "venue_appearance_venue_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "venue_appearance_venue_index" on "venue_appearance" ("venue_id", "role", "title_key", "year");`);
    this.addSql(`drop index "venue_appearance_events_index";`);
  }

}
