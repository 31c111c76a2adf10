import { Migration } from '@mikro-orm/migrations';

export class Migration20261127132307_profile_email_index extends Migration {

  override name = 'Migration20261127132307_profile_email_index';

  override up(): void | Promise<void> {
    // The CSV import looks up each batch's emails among existing profiles (compared without regard to case).
    this.addSql(`create index "artist_profile_email_index" on "artist_profile" (lower("email"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "artist_profile_email_index";`);
  }

}
