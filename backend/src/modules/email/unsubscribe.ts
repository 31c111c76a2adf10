// One-click unsubscribe (RFC 8058): the link of every email names a person and a kind of email, signed by the
// server. POST turns that kind off without signing in (what mail clients send for List-Unsubscribe-Post); GET only
// shows a page whose button posts, so a mail scanner following the link changes nothing.
import Router from '@koa/router';
import type Koa from 'koa';
import type { Context } from 'koa';
import { EMAIL_PREFERENCE_LABELS, UnsubscribeMessages } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import { page } from '../auth/pages.ts';
import { User } from '../users/user.entity.ts';
import { optOut, readUnsubscribeToken } from './email-preferences.service.ts';
import { escapeHtml } from './templates.ts';

const PATH = '/api/email/unsubscribe';

function show(ctx: Context, status: number, title: string, body: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = page(title, body);
}

const profileLink = '<p><a href="/profile">Choose which emails you receive on your profile</a></p>';

export function mountUnsubscribe(app: Koa, { orm, config }: AppDeps): void {
  const router = new Router();

  /** The person and kind of a valid link whose account still exists; otherwise a 400 page has been sent. */
  const target = async (ctx: Context) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : undefined;
    const read = readUnsubscribeToken(config.sessionSecret, token);
    const user = read ? await orm.em.fork().findOne(User, read.userId) : null;
    if (!read || !user || !token) {
      show(
        ctx,
        400,
        'Invalid unsubscribe link',
        `<h1>Invalid unsubscribe link</h1><p>${escapeHtml(UnsubscribeMessages.invalidToken)}</p>${profileLink}`,
      );
      return undefined;
    }
    return { ...read, token, label: EMAIL_PREFERENCE_LABELS[read.preference].label };
  };

  router.get(PATH, async (ctx) => {
    const found = await target(ctx);
    if (!found) return;
    show(
      ctx,
      200,
      'Unsubscribe',
      `<h1>Stop these emails?</h1><p>You will no longer receive “${escapeHtml(found.label)}” emails. Other emails are not affected.</p>` +
        `<form method="post" action="${escapeHtml(`${PATH}?token=${encodeURIComponent(found.token)}`)}"><button type="submit">Unsubscribe</button></form>` +
        profileLink,
    );
  });

  router.post(PATH, async (ctx) => {
    const found = await target(ctx);
    if (!found) return;
    await optOut(orm.em.fork(), found.userId, found.preference);
    show(
      ctx,
      200,
      'Unsubscribed',
      `<h1>You are unsubscribed</h1><p>You will no longer receive “${escapeHtml(found.label)}” emails.</p>${profileLink}`,
    );
  });

  app.use(router.routes());
  app.use(router.allowedMethods());
}
