import { p } from '@mikro-orm/core';

// Factories rather than shared objects, so no two entities ever hold the same builder instance.

export const id = () => p.integer().primary();

// The database default serves bulk inserts that bypass the entity manager.
export const createdAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .defaultRaw('now()');

export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date())
    .defaultRaw('now()');

/** The stable order of rows in a list the artist arranges (CV sections, gallery). */
export const position = () => p.integer().default(0);

/** A CV entry's visibility: a private one is kept in the draft and never published. */
export const visibility = () => p.enum(['public', 'private'] as const).default('public');
