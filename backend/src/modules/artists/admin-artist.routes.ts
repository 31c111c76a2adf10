import type { AppDeps } from '../../types.ts';
import type { FeatureHandlers } from '../../http/route.ts';
import {
  deleteArtist,
  findDraftOrFail,
  findProfileOrFail,
  listPublishedRecords,
  listRejectedRecords,
  pendingApprovals,
  presentForReview,
  setFeatured,
  updateArtistAsAdmin,
} from './admin-artist.service.ts';
import { listPublishedPage } from './admin-artist-list.service.ts';
import { presentRecord } from './artist.presenter.ts';
import { approve, reject } from './publishing.service.ts';

/** The admin routes about artists: review, the published list, edit and delete. */
export function adminArtistHandlers(deps: AppDeps) {
  const em = () => deps.orm.em;
  const files = deps.config;
  return {
    'admin.approvals.pending': () => pendingApprovals(em()),
    'admin.approvals.approve': async ({ user, params }) =>
      presentRecord(await approve(em(), await findProfileOrFail(em(), params.id), user, files)),
    'admin.approvals.reject': async ({ user, params, body }) =>
      presentRecord(await reject(em(), await findProfileOrFail(em(), params.id), user, body.reason)),
    'admin.artists.approved': () => listPublishedRecords(em()),
    'admin.artists.search': ({ query }) => listPublishedPage(em(), query),
    'admin.artists.rejected': () => listRejectedRecords(em()),
    'admin.artists.get': async ({ params }) => presentForReview(await findDraftOrFail(em(), params.id)),
    'admin.artists.update': async ({ user, params, body }) =>
      presentRecord(await updateArtistAsAdmin(em(), user, params.id, body, files)),
    'admin.artists.feature': async ({ user, params, body }) =>
      presentRecord(await setFeatured(em(), user, params.id, body.featured)),
    'admin.artists.remove': async ({ user, params }) => {
      await deleteArtist(em(), user, params.id, files);
    },
  } satisfies FeatureHandlers;
}
