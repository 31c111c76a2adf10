import type { Context } from 'koa';
import { CvSelectionMessages } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import { HttpError } from '../../http/errors.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import type { SessionUser } from '../../http/session.ts';
import { presentSelection } from './cv-selection.presenter.ts';
import { createSelection, listSelections, removeSelection, updateSelection } from './cv-selection.service.ts';

/** Saves (creates and changes, refused ones too: checking a selection is the cost) per person: a burst, then one every 2 s. */
export const SelectionSaveRateLimit = { burst: 30, perSecond: 0.5 } as const;

export function cvSelectionHandlers({ orm }: AppDeps) {
  const em = () => orm.em;
  const saves = new RateLimiter(SelectionSaveRateLimit);
  /** 429 with Retry-After once the person has saved too often. */
  const admitSave = (ctx: Context, user: SessionUser) => {
    const wait = saves.take(String(user.id));
    if (wait === 0) return;
    ctx.set('Retry-After', String(wait));
    throw new HttpError(429, CvSelectionMessages.tooManySaves);
  };
  return {
    'cvSelections.list': async ({ user }) => (await listSelections(em(), user)).map(presentSelection),
    'cvSelections.create': async ({ ctx, user, body }) => {
      admitSave(ctx, user);
      return presentSelection(await createSelection(em(), user, body));
    },
    'cvSelections.update': async ({ ctx, user, params, body }) => {
      admitSave(ctx, user);
      return presentSelection(await updateSelection(em(), user, params.id, body));
    },
    'cvSelections.remove': ({ user, params }) => removeSelection(em(), user, params.id),
  } satisfies FeatureHandlers;
}
