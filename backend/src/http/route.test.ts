import { describe, expect, it } from 'vitest';
import { buildApiRouter, type Handlers } from './route.ts';

describe('the API router', () => {
  it('does not start from a handler table that lacks a JSON call of the route table', () => {
    const empty = {} as Handlers; // only possible past the types (route.typecheck.ts)
    expect(() => buildApiRouter(empty)).toThrow('No handler for the route system.health (GET /api/health)');
  });
});
