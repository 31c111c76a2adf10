import type { Adapter, AdapterPayload } from 'oidc-provider';

const SWEEP_INTERVAL_MS = 60_000;

type Entry = { payload: AdapterPayload; expiresAt: number | undefined };

/**
 * The built-in provider's short-lived artifacts (interactions, codes, its own sessions) in process memory.
 * They live minutes; the product's sessions are in the database, so a restart only interrupts a sign-in
 * that is in progress.
 */
export function memoryProviderStore(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const grants = new Map<string, Set<string>>();
  const key = (model: string, id: string) => `${model}:${id}`;
  const expired = (entry: Entry) => entry.expiresAt !== undefined && entry.expiresAt <= now();
  const live = (entry: Entry | undefined) => (entry && !expired(entry) ? entry.payload : undefined);

  // Expired artifacts are dropped at most once a minute, when a new one is stored, so a server that
  // runs for months holds only the sign-ins of the last few minutes.
  let sweptAt = now();
  const sweep = () => {
    if (now() - sweptAt < SWEEP_INTERVAL_MS) return;
    sweptAt = now();
    for (const [k, entry] of entries) if (expired(entry)) entries.delete(k);
    for (const [grantId, keys] of grants) {
      for (const k of keys) if (!entries.has(k)) keys.delete(k);
      if (keys.size === 0) grants.delete(grantId);
    }
  };

  return class MemoryProviderAdapter implements Adapter {
    /** How many artifacts are held, expired ones not yet swept included (for tests). */
    static size = () => entries.size;
    private readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      sweep();
      entries.set(key(this.model, id), { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : undefined });
      if (payload.grantId) {
        const set = grants.get(payload.grantId) ?? new Set();
        set.add(key(this.model, id));
        grants.set(payload.grantId, set);
      }
    }
    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(entries.get(key(this.model, id)));
    }
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      for (const entry of entries.values()) if (entry.payload.userCode === userCode) return live(entry);
      return undefined;
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      for (const [k, entry] of entries) if (k.startsWith(`${this.model}:`) && entry.payload.uid === uid) return live(entry);
      return undefined;
    }
    async consume(id: string): Promise<void> {
      const entry = entries.get(key(this.model, id));
      if (entry) entry.payload.consumed = Math.floor(now() / 1000);
    }
    async destroy(id: string): Promise<void> {
      entries.delete(key(this.model, id));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const k of grants.get(grantId) ?? []) entries.delete(k);
      grants.delete(grantId);
    }
  };
}
