import { Migration } from '@mikro-orm/migrations';

export class Migration20261128004000_venue_artist_order extends Migration {

  override name = 'Migration20261128004000_venue_artist_order';

  override up(): void | Promise<void> {
    // Each link carries its profile's creation time, which never changes: the venue filter orders a venue's artists
    // from the links' index instead of reading thousands of profiles.
    this.addSql(`alter table "venue_appearance" add column "artist_created_at" timestamptz null;`);
    this.addSql(`update "venue_appearance" ap set "artist_created_at" = p."created_at" from "artist_profile" p where p."id" = ap."artist_id";`);
    this.addSql(`alter table "venue_appearance" alter column "artist_created_at" set not null;`);
    this.addSql(`create index "venue_appearance_artists_index" on "venue_appearance" ("venue_id", "artist_created_at" desc, "artist_id" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "venue_appearance_artists_index";`);
    this.addSql(`alter table "venue_appearance" drop column "artist_created_at";`);
  }

}
