// One-click unsubscribe (RFC 8058): the link of every email names a person and a kind of email, signed by the
// server. POST turns that kind off without signing in (what mail clients send for List-Unsubscribe-Post); GET only
// shows a page whose button posts, so a mail scanner following the link changes nothing.
import Router from '@koa/router';
import { LockMode } from '@mikro-orm/core';
import type Koa from 'koa';
import type { Context } from 'koa';
import { EMAIL_PREFERENCE_LABELS, UnsubscribeMessages } from '@oeuvre/contract';
import type { AppDeps } from '../../types.ts';
import { page } from '../auth/pages.ts';
import { parseEmails } from '../../config.ts';
import type { Em } from '../../db/orm.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { SITE_SETTINGS_ID, SiteSettings } from '../settings/site-settings.entity.ts';
import { User } from '../users/user.entity.ts';
import { optOut, readUnsubscribeToken, type UnsubscribeTarget } from './email-preferences.service.ts';
import { escapeHtml } from './templates.ts';

const PATH = '/api/email/unsubscribe';

function show(ctx: Context, status: number, title: string, body: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = page(title, body);
}

const profileLink = '<p><a href="/profile">Choose which emails you receive on your profile</a></p>';

/** Whether the address is still in the site settings' admin emails. */
async function isListed(em: Em, address: string): Promise<boolean> {
  const settings = await em.findOne(SiteSettings, { id: SITE_SETTINGS_ID });
  return parseEmails(settings?.adminEmails ?? '').includes(address);
}

/** Takes the address off the admin emails (the row locked, so a settings save at the same moment is not lost). */
async function unlist(em: Em, address: string): Promise<void> {
  await em.transactional(async (tx) => {
    const settings = await tx.findOne(SiteSettings, { id: SITE_SETTINGS_ID }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!settings) return;
    const kept = parseEmails(settings.adminEmails).filter((a) => a !== address);
    if (kept.length === parseEmails(settings.adminEmails).length) return;
    settings.adminEmails = kept.join(', ');
    await tx.flush();
    await recordActivity(tx, { type: 'settings', message: `${address} left the admin emails through its unsubscribe link` });
  });
}

export function mountUnsubscribe(app: Koa, { orm, config }: AppDeps): void {
  const router = new Router();

  /**
   * What a valid link names (a person with an account and a kind, or an address of the admin emails that is still
   * listed); otherwise a 400 page has been sent.
   */
  const target = async (ctx: Context): Promise<(UnsubscribeTarget & { token: string; label: string }) | undefined> => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : undefined;
    const read = readUnsubscribeToken(config.sessionSecret, token);
    const em = orm.em.fork();
    const known = !read
      ? false
      : 'address' in read
        ? await isListed(em, read.address)
        : Boolean(await em.findOne(User, read.userId));
    if (!read || !known || !token) {
      show(
        ctx,
        400,
        'Invalid unsubscribe link',
        `<h1>Invalid unsubscribe link</h1><p>${escapeHtml(UnsubscribeMessages.invalidToken)}</p>${profileLink}`,
      );
      return undefined;
    }
    const preference = 'address' in read ? 'contact_message' : read.preference;
    return { ...read, token, label: EMAIL_PREFERENCE_LABELS[preference].label };
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
    if ('address' in found) await unlist(orm.em.fork(), found.address);
    else await optOut(orm.em.fork(), found.userId, found.preference);
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
