import type { FeatureHandlers } from '../../http/route.ts';
import type { AppDeps } from '../../types.ts';
import {
  adminListVenues,
  dismissSuggestion,
  mergeSuggestions,
  mergeVenue,
  unmergeVenue,
  updateVenue,
} from './venue-admin.service.ts';
import { listVenues, suggestVenues, venueDetail, venueEventsPage } from './venues.service.ts';

export function venueHandlers({ orm }: AppDeps) {
  const em = () => orm.em;
  return {
    'venues.list': ({ query }) => listVenues(em(), query),
    'venues.suggest': ({ query }) => suggestVenues(em(), query),
    'venues.get': ({ params }) => venueDetail(em(), params.slug),
    'venues.events': ({ params, query }) => venueEventsPage(em(), params.slug, query),
    'admin.venues.list': ({ query }) => adminListVenues(em(), query),
    'admin.venues.suggestions': () => mergeSuggestions(em()),
    'admin.venues.dismissSuggestion': ({ user, params }) => dismissSuggestion(em(), params.id, user),
    'admin.venues.update': ({ user, params, body }) => updateVenue(em(), params.id, body, user),
    'admin.venues.merge': ({ user, params, body }) => mergeVenue(em(), params.id, body.into, user),
    'admin.venues.unmerge': ({ user, params }) => unmergeVenue(em(), params.id, user),
  } satisfies FeatureHandlers;
}
