import { describe, expect, it } from 'vitest';
import { memoryProviderStore } from './provider-store.ts';

describe('the built-in provider store', () => {
  it('finds an artifact until it expires, then drops it on a later write', async () => {
    let now = 1_000_000;
    const Store = memoryProviderStore(() => now);
    const codes = new Store('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'g1', accountId: 'ada@example.org' }, 60);
    expect(await codes.find('code-1')).toMatchObject({ accountId: 'ada@example.org' });

    now += 61_000;
    expect(await codes.find('code-1')).toBeUndefined();
    expect(Store.size()).toBe(1);

    await codes.upsert('code-2', { grantId: 'g2' }, 60);
    expect(Store.size()).toBe(1);
    expect(await codes.find('code-2')).toMatchObject({ grantId: 'g2' });
  });

  it('a thousand sign-ins over an hour leave only the last minutes in memory', async () => {
    let now = 0;
    const Store = memoryProviderStore(() => now);
    const sessions = new Store('Session');
    const codes = new Store('AuthorizationCode');
    for (let i = 0; i < 1000; i++) {
      now += 3_600;
      await sessions.upsert(`s${i}`, { grantId: `g${i}` }, 600);
      await codes.upsert(`c${i}`, { grantId: `g${i}` }, 60);
    }
    // 600 s of sessions (about 167) and the codes of the last minute or two; never the whole hour.
    expect(Store.size()).toBeLessThan(250);
    expect(await sessions.find('s999')).toBeDefined();
    expect(await sessions.find('s0')).toBeUndefined();
  });

  it('revoking a grant removes every artifact issued under it', async () => {
    const Store = memoryProviderStore();
    const tokens = new Store('AccessToken');
    await tokens.upsert('t1', { grantId: 'g1' }, 300);
    await tokens.upsert('t2', { grantId: 'g1' }, 300);
    await tokens.upsert('t3', { grantId: 'g2' }, 300);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeUndefined();
    expect(await tokens.find('t3')).toBeDefined();
  });
});
