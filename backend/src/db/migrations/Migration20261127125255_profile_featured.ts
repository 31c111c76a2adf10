import { Migration } from '@mikro-orm/migrations';

export class Migration20261127125255_profile_featured extends Migration {

  override name = 'Migration20261127125255_profile_featured';

  override up(): void | Promise<void> {
    // An admin's choice: the landing page's 'Featured Artists' and the badge wherever the artist appears.
    this.addSql(`alter table "artist_profile" add "featured" boolean not null default false;`);
    // The directory's orders by name and by the latest published change (its `sort`).
    this.addSql(`create index "artist_profile_directory_name_index" on "artist_profile" (lower(coalesce(nullif("card"->>'displayName', ''), "card"->>'fullName')), "id") where "published_at" is not null;`);
    this.addSql(`create index "artist_profile_directory_updated_index" on "artist_profile" ("published_at" desc, "id" desc) where "published_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "artist_profile_directory_updated_index";`);
    this.addSql(`drop index "artist_profile_directory_name_index";`);
    this.addSql(`alter table "artist_profile" drop column "featured";`);
  }

}
