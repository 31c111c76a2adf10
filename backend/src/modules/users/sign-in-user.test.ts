import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import { User } from './user.entity.ts';
import { signInUser, type SignInClaims } from './user.service.ts';

const claims = (subject: string): SignInClaims => ({
  issuer: 'https://id.example',
  subject,
  email: `${subject}@example.org`,
  emailVerified: true,
  firstName: 'Ana',
  lastName: 'Lima',
});

describe.each(engines())('the account image at sign-in on %s', (engine) => {
  let db: TestOrm;
  beforeAll(async () => {
    db = await createTestOrm(engine);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('a new account has no image: a provider picture lives on its own host and is never shown', async () => {
    const result = await signInUser(db.orm.em.fork(), claims('new-person'), { adminEmails: [] });
    expect(result.user?.profileImageUrl).toBeNull();
  });

  it('a picture on another host kept by an earlier version is dropped; an image stored here is kept', async () => {
    const em = db.orm.em.fork();
    const first = await signInUser(em, claims('kept-elsewhere'), { adminEmails: [] });
    const second = await signInUser(em, claims('kept-here'), { adminEmails: [] });
    first.user!.profileImageUrl = 'https://avatars.example/ana.jpg';
    second.user!.profileImageUrl = '/uploads/ab/abababababababababababababababab-1600.webp';
    await em.flush();

    await signInUser(db.orm.em.fork(), claims('kept-elsewhere'), { adminEmails: [] });
    await signInUser(db.orm.em.fork(), claims('kept-here'), { adminEmails: [] });
    const read = db.orm.em.fork();
    expect((await read.findOneOrFail(User, { id: first.user!.id })).profileImageUrl).toBeNull();
    expect((await read.findOneOrFail(User, { id: second.user!.id })).profileImageUrl).toBe(
      '/uploads/ab/abababababababababababababababab-1600.webp',
    );
  });
});
