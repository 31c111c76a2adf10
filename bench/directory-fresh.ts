// What a directory search costs when nothing is cached: the service called in this process, one search at a time,
// with the kept counts dropped before each call (as a profile change does), so every call counts afresh.
import type { DirectoryQuery } from '../packages/contract/src/index.ts';
import type { Orm } from '../backend/src/db/orm.ts';
import { directoryChanged } from '../backend/src/modules/artists/directory-cache.ts';
import { searchDirectory } from '../backend/src/modules/artists/directory.service.ts';

export type Fresh = { mean: number; p95: number; calls: number };

/** Every query on pages 1 to 3, `rounds` times over; milliseconds per call. */
export async function measureFresh(orm: Orm, queries: string[], cv: boolean, rounds = 3): Promise<Fresh> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      for (const page of [1, 2, 3]) {
        const query = { q, page, pageSize: 9, in: cv ? 'cv' : undefined, discipline: undefined, location: undefined } as DirectoryQuery;
        directoryChanged();
        const started = performance.now();
        await searchDirectory(orm.em.fork(), query);
        times.push(performance.now() - started);
      }
    }
  }
  times.sort((a, b) => a - b);
  return {
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
    p95: times[Math.min(times.length - 1, Math.floor(0.95 * times.length))]!,
    calls: times.length,
  };
}
