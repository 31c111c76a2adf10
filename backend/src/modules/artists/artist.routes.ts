import type { AppDeps } from '../../types.ts';
import { notFound } from '../../http/errors.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import { adminArtistHandlers } from './admin-artist.routes.ts';
import { presentMyProfile, presentPublished, presentRecord } from './artist.presenter.ts';
import { createProfile, ownDraftOrFail, ownProfileOrFail, updateProfile } from './artist.service.ts';
import { findPublished, listPublished, searchDirectory } from './directory.service.ts';
import { withVenues } from '../venues/venues.service.ts';

export function artistHandlers(deps: AppDeps) {
  const em = () => deps.orm.em;
  const files = deps.config;
  return {
    'artists.create': async ({ user, body }) => presentRecord(await createProfile(em(), user, body, files)),
    'artists.update': async ({ user, params, body }) =>
      presentRecord(await updateProfile(em(), user, params.id, body, files)),
    'artists.mine': async ({ user }) => presentRecord(await ownProfileOrFail(em(), user)),
    'profile.get': async ({ user }) => presentMyProfile(await ownDraftOrFail(em(), user)),
    'artists.get': async ({ params }) => {
      const published = await findPublished(em(), params.slug);
      if (!published) throw notFound('Artist not found');
      return withVenues(em(), published, presentPublished(published));
    },
    'artists.list': ({ query }) => listPublished(em(), query.limit, query.venue),
    'directory.search': ({ query }) => searchDirectory(em(), query),
    ...adminArtistHandlers(deps),
  } satisfies FeatureHandlers;
}
