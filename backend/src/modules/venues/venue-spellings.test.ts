// A venue's public spellings are those of the published CVs that name it now: a spelling moved onto it by a merge
// leaves its page once the entries that used it are private, or their artist is gone.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { json } from '../artists/artist.fixtures.ts';
import { approve, hideFromPublished } from '../artists/publishing.service.ts';
import { SECTION_ENTITIES } from '../sections/sections.entity.ts';
import { User } from '../users/user.entity.ts';

const { exhibitions: Exhibition } = SECTION_ENTITIES;

type VenueDetail = { slug: string; aliases: string[]; artistCount: number };

const token = () =>
  `zq${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

describe.each(engines())('venue spellings on %s', (engine) => {
  const site = testSite(engine, { admin: 'spellings-admin@oeuvre.test' });
  let admin: User;
  beforeAll(async () => {
    admin = await site.orm.em.fork().findOneOrFail(User, { email: 'spellings-admin@oeuvre.test' });
  });

  let counter = 0;
  async function artist(name: string, venue: string): Promise<ArtistProfile> {
    const em = site.orm.em.fork();
    const profile = em.create(ArtistProfile, {
      slug: `spellings-${++counter}-${randomBytes(3).toString('hex')}`,
      fullName: name,
      email: 'someone@oeuvre.test',
      city: 'London',
      country: 'United Kingdom',
    });
    em.create(Exhibition, { artist: profile, kind: 'group', title: 'Open Call', venue, city: 'London', year: '2020', position: 0 });
    await em.flush();
    await approve(em, profile, em.getReference(User, admin.id));
    return profile;
  }
  /** Read as the admin, whose answers are never kept: the changes below are made outside a request. */
  const detail = async (slug: string) => {
    const res = await site.admin.fetch(`/api/venues/${slug}`);
    expect(res.status).toBe(200);
    return json<VenueDetail>(res);
  };
  const venueSlug = async (profile: ArtistProfile) =>
    (await json<{ groupExhibitions: { linkedVenue: { slug: string } }[] }>(await site.admin.fetch(`/api/artists/${profile.slug}`)))
      .groupExhibitions[0]!.linkedVenue.slug;
  async function merged(t: string) {
    const kept = await artist('Max Kept', `Whitechapel Gallery ${t}`);
    const other = await artist('Ned Other', `Whitechapel Art Gallery ${t}`);
    const [slugKept, slugOther] = [await venueSlug(kept), await venueSlug(other)];
    const list = await json<{ venues: { id: number; slug: string }[] }>(await site.admin.fetch(`/api/admin/venues?q=${t}`));
    const id = (slug: string) => list.venues.find((v) => v.slug === slug)!.id;
    const res = await site.admin.fetch(`/api/admin/venues/${id(slugOther)}/merge`, { method: 'POST', json: { into: id(slugKept) } });
    expect(res.status).toBe(200);
    expect((await detail(slugKept)).aliases.sort()).toEqual([`Whitechapel Art Gallery ${t}`, `Whitechapel Gallery ${t}`]);
    return { kept, other, slug: slugKept, idOther: id(slugOther) };
  }

  it('a spelling whose only entry is made private leaves the merged venue’s page; the admin still has it', async () => {
    const t = token();
    const { other, slug } = await merged(t);
    const em = site.orm.em.fork();
    const profile = await em.findOneOrFail(ArtistProfile, other.id);
    const show = await em.findOneOrFail(Exhibition, { artist: other.id });
    const before = { id: show.id, title: show.title, venue: show.venue, city: show.city, year: show.year, notes: show.notes ?? null };
    show.visibility = 'private';
    await hideFromPublished(em, profile, 'groupExhibitions', before);
    const page = await detail(slug);
    expect(page.artistCount).toBe(1);
    expect(page.aliases).toEqual([`Whitechapel Gallery ${t}`]);
    const html = await (await site.admin.fetch(`/venues/${slug}`)).text();
    expect(html).not.toContain(`Whitechapel Art Gallery ${t}`);
    // The admin's list keeps every spelling, to merge or undo.
    const admin = await json<{ venues: { slug: string; aliases: { spelling: string }[] }[] }>(
      await site.admin.fetch(`/api/admin/venues?q=${t}`),
    );
    expect(admin.venues.find((v) => v.slug === slug)!.aliases.map((a) => a.spelling).sort()).toEqual([
      `Whitechapel Art Gallery ${t}`,
      `Whitechapel Gallery ${t}`,
    ]);
  });

  it('a spelling whose artist is deleted leaves the page; undoing the merge still gives it back to its venue', async () => {
    const t = token();
    const { other, slug, idOther } = await merged(t);
    await site.orm.em.fork().nativeDelete(ArtistProfile, { id: other.id });
    const page = await detail(slug);
    expect(page.artistCount).toBe(1);
    expect(page.aliases).toEqual([`Whitechapel Gallery ${t}`]);
    const undone = await site.admin.fetch(`/api/admin/venues/${idOther}/unmerge`, { method: 'POST' });
    expect(undone.status).toBe(200);
    expect((await detail(slug)).aliases).toEqual([`Whitechapel Gallery ${t}`]);
  });
});
