// An artist editing from two tabs at once: every answer tells the truth about what was saved.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { publishedArtist } from './support/people.ts';
import { rows } from './support/postgres.ts';
import { useSite } from './support/site.ts';

// One server and database for both races.
const site = useSite('concurrent-edits');

describe('an artist adding CV entries from two tabs at once', () => {
  async function addTwiceAtOnce(rounds: number) {
    const artist = await publishedArtist(site.server.url, site.admin, 'two-tabs');
    const answers: { name: string; status: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const names = [`Prize ${round}a`, `Prize ${round}b`];
      const statuses = await Promise.all(
        names.map((name) =>
          artist.browser
            .fetch(`/api/artists/${artist.profile.id}/awards`, {
              method: 'POST',
              json: { name, presenter: 'Jury', year: '2024' },
            })
            .then((r) => r.status),
        ),
      );
      names.forEach((name, i) => answers.push({ name, status: statuses[i]! }));
    }
    const stored = (
      await rows<{ name: string }>(
        site.db.url,
        `select name from award where artist_id = ${artist.profile.id}`,
      )
    ).map((r) => r.name);
    return { answers, stored };
  }

  // Each section change is one transaction, so a refused add can never leave its entry behind.
  it('an entry is stored exactly when its add answered 201 (a refused add leaves nothing behind)', async () => {
    const { answers, stored } = await addTwiceAtOnce(15);
    expect(
      answers
        .filter((a) => a.status === 201)
        .map((a) => a.name)
        .sort(),
    ).toEqual([...stored].sort());
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
  });

  // Entering review is one atomic update of the profile row, so new entries do not conflict with each other.
  it('both adds succeed: two new entries do not conflict with each other', async () => {
    const { answers } = await addTwiceAtOnce(15);
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);
  });
});

describe('an artist saving their profile while an admin approves it', () => {
  // The artist's form has no version: an approval moving it between the edit's read and write is not their conflict.
  it('every edit is saved (200) and waits for review; an approval of an older copy answers 409', async () => {
    const artist = await publishedArtist(site.server.url, site.admin, 'edit-vs-approval');
    const edits: number[] = [];
    const approvals: number[] = [];
    // How long one approval takes on this machine now (alone): the edits' delays are spread over twice that, so
    // some rounds race (the edit lands inside the approval) and some do not (the approval is done first), however
    // loaded the machine is.
    const started = performance.now();
    await site.admin.fetch(`/api/admin/approve/${artist.profile.id}`, { method: 'POST' });
    const approvalMs = performance.now() - started;
    for (let round = 0; round < 60; round++) {
      // The edit sent from 0 ms to twice an approval's time after the approval, so that in some rounds the approval
      // commits while the edit is between its read and its write.
      const delayMs = Math.round(((round % 10) / 9) * 2 * approvalMs);
      const [edit, ...approved] = await Promise.all([
        sleep(delayMs).then(() =>
          artist.browser.fetch(`/api/artists/${artist.profile.id}`, {
            method: 'PATCH',
            json: {
              fullName: 'Race Artist',
              email: artist.email,
              city: `City ${round}`,
              country: 'Norway',
              artistStatement: `Revision ${round}: prints of harbours at night.`,
              disciplines: ['printmaking'],
            },
          }),
        ),
        site.admin.fetch(`/api/admin/approve/${artist.profile.id}`, { method: 'POST' }),
      ]);
      edits.push(edit!.status);
      approvals.push(...approved.map((a) => a.status));
    }
    expect(edits.filter((s) => s !== 200)).toEqual([]);
    expect(approvals.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(approvals).toContain(200); // approvals did land between the edits

    // The last edit is the draft; unless an approval published exactly it afterwards, it waits for review.
    const [row] = await rows<{ city: string; is_pending: boolean; published_city: string | null }>(
      site.db.url,
      `select city, is_pending, published->>'city' as published_city from artist_profile where id = ${artist.profile.id}`,
    );
    expect(row!.city).toBe('City 59');
    expect(row!.is_pending || row!.published_city === 'City 59').toBe(true);
    expect(site.server.errors).toEqual([]);
  });
});
