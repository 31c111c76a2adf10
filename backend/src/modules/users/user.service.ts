import type { EntityManager } from '@mikro-orm/core';
import { isImageUrl } from '@oeuvre/contract';
import { parseEmails } from '../../config.ts';
import { User } from './user.entity.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { SiteSettings } from '../settings/site-settings.entity.ts';
import { recordActivity } from '../activity/activity.service.ts';

export type SignInClaims = {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

export type SignInResult = { user: User; refused?: undefined } | { refused: 'frozen' | 'registration-closed'; user?: undefined };

/**
 * Creates or updates the user behind a verified sign-in. Admin emails (environment and site
 * setting) grant admin; a verified email claims an ownerless (CSV-imported) profile.
 */
export async function signInUser(em: EntityManager, claims: SignInClaims, options: { adminEmails: string[] }): Promise<SignInResult> {
  const email = claims.email.trim().toLowerCase();
  const settings = await em.findOne(SiteSettings, { id: 1 });
  const adminEmails = new Set([...options.adminEmails, ...parseEmails(settings?.adminEmails ?? '')]);

  let user =
    (await em.findOne(User, { oidcIssuer: claims.issuer, oidcSubject: claims.subject })) ??
    (claims.emailVerified ? await em.findOne(User, { email }) : null);
  if (user?.isFrozen) return { refused: 'frozen' };
  const isNew = !user;
  if (!user) {
    if (settings && !settings.allowRegistration && !adminEmails.has(email)) return { refused: 'registration-closed' };
    if (!claims.emailVerified && (await em.count(User, { email })) > 0) {
      // Someone already holds this email; an unverified claim must not take it over.
      return { refused: 'registration-closed' };
    }
    user = em.create(User, {
      email,
      firstName: claims.firstName.slice(0, 100),
      lastName: claims.lastName.slice(0, 100),
      profileImageUrl: null,
      isAdmin: false,
      isFrozen: false,
      emailVerified: claims.emailVerified,
      oidcIssuer: claims.issuer,
      oidcSubject: claims.subject,
    });
  } else {
    user.email = email;
    if (claims.firstName) user.firstName = claims.firstName.slice(0, 100);
    if (claims.lastName) user.lastName = claims.lastName.slice(0, 100);
    // A provider's picture (kept by an earlier version) lives on its host: only images stored here are shown.
    if (user.profileImageUrl && !isImageUrl(user.profileImageUrl)) user.profileImageUrl = null;
    user.emailVerified = claims.emailVerified;
    user.oidcIssuer = claims.issuer;
    user.oidcSubject = claims.subject;
  }
  if (adminEmails.has(email)) user.isAdmin = true;
  user.lastSignInAt = new Date();
  await em.flush();

  if (claims.emailVerified) {
    const ownerless = await em.findOne(ArtistProfile, { user: null, email: { $ilike: email } }, { orderBy: { id: 'asc' } });
    if (ownerless && (await em.count(ArtistProfile, { user: user.id })) === 0) {
      ownerless.user = user;
      await em.flush();
      await recordActivity(em, { type: 'user', message: `${email} claimed the imported profile ${ownerless.fullName}`, actor: user });
    }
  }
  if (isNew) await recordActivity(em, { type: 'user', message: `New user ${email} signed up`, actor: user });
  return { user };
}
