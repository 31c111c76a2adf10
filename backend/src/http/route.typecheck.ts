// Checked by `pnpm -r typecheck` (tsc), never run: the handler table is complete over the route table's JSON calls.
// Each `@ts-expect-error` below fails the typecheck if the line under it stops being an error.
import { buildApiRouter, type FeatureHandlers, type Handlers } from './route.ts';

export function handlerTableChecks(complete: Handlers) {
  const { 'system.health': _health, ...withoutHealth } = complete;

  // @ts-expect-error a table without the handler of 'system.health' is not a handler table
  const incomplete: Handlers = withoutHealth;

  // @ts-expect-error the API router is built only from a complete table
  const router = buildApiRouter(withoutHealth);

  const feature = {
    // @ts-expect-error an id the route table does not have
    'artists.teleport': () => undefined,
  } satisfies FeatureHandlers;

  const wrongAnswer = {
    // @ts-expect-error a handler answers its route's response type
    'system.health': () => ({ status: 'fine' }),
  } satisfies FeatureHandlers;

  return { incomplete, router, feature, wrongAnswer };
}
