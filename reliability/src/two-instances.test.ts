// Two app servers on one PostgreSQL database and one uploads folder, as behind a load balancer.
import { describe, expect, it } from 'vitest';
import {
  Browser,
  createProfile,
  expectStatus,
  signIn,
  unique,
  uniqueEmail,
  uploadImage,
} from './support/people.ts';
import { useSite } from './support/site.ts';

/** The same person's cookies, sent to another instance. */
function sameCookies(from: Browser, baseUrl: string): Browser {
  const other = new Browser(baseUrl);
  for (const pair of from.cookieHeader().split('; ').filter(Boolean)) {
    const eq = pair.indexOf('=');
    other.setCookie(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return other;
}

describe('two server instances on one database and one uploads folder', () => {
  const site = useSite('two-instances', { instances: 2, signIn: false });
  // Started together on an empty database: both try to migrate it at once.
  const one = () => site.servers[0]!;
  const two = () => site.servers[1]!;

  it('both come up on a fresh database and agree on its schema', async () => {
    for (const server of [one(), two()]) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(one().errors).toEqual([]);
    expect(two().errors).toEqual([]);
  });

  it('a session made on one is valid on the other, and signing out on one ends it on both', async () => {
    const email = uniqueEmail('visitor');
    const onOne = await signIn(one().url, email);
    const onTwo = sameCookies(onOne, two().url);
    const me = await onTwo.fetch('/api/auth/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);

    expect((await onTwo.fetch('/api/logout', { method: 'POST' })).status).toBe(303);
    expect((await onOne.fetch('/api/auth/user')).status).toBe(401);
  });

  it('an image uploaded through one is served by the other, byte for byte; an edit on one is read on the other', async () => {
    const email = uniqueEmail('painter');
    const onOne = await signIn(one().url, email);
    const profile = await createProfile(onOne, `Painter ${unique('x')}`, email);
    const fileUrl = await uploadImage(onOne, '/api/my-profile/upload-image', 'profileImage');
    const [fromOne, fromTwo] = await Promise.all([
      fetch(`${one().url}${fileUrl}`),
      fetch(`${two().url}${fileUrl}`),
    ]);
    expect(fromTwo.status).toBe(200);
    expect(fromTwo.headers.get('content-type')).toBe(fromOne.headers.get('content-type'));
    expect(Buffer.from(await fromTwo.arrayBuffer()).equals(Buffer.from(await fromOne.arrayBuffer()))).toBe(
      true,
    );

    const onTwo = sameCookies(onOne, two().url);
    await expectStatus(
      await onTwo.fetch(`/api/artists/${profile.id}/awards`, {
        method: 'POST',
        json: { name: 'Prize', presenter: 'Jury', year: '2024' },
      }),
      201,
      'adding on two',
    );
    const draft = (await (await onOne.fetch('/api/my-profile')).json()) as { awards: { name: string }[] };
    expect(draft.awards.map((a) => a.name)).toEqual(['Prize']);
  });
});
