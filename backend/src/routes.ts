import type Router from '@koa/router';
import type { AppDeps } from './types.ts';
import { buildApiRouter, type Handlers } from './http/route.ts';
import { healthHandlers } from './modules/health/health.routes.ts';
import { sessionHandlers } from './modules/users/user.routes.ts';
import { artistHandlers } from './modules/artists/artist.routes.ts';
import { checkProfileOwner } from './modules/artists/artist.policy.ts';
import type { User } from './modules/users/user.entity.ts';
import { sectionHandlers, sectionItemOwnerChecks } from './modules/sections/section.routes.ts';
import { uploadHandlers } from './modules/uploads/upload.routes.ts';
import { imageUploadAdmission } from './modules/uploads/upload-gate.ts';
import { galleryHandlers } from './modules/gallery/gallery.routes.ts';
import { connectionHandlers } from './modules/connections/connection.routes.ts';
import { contactHandlers } from './modules/contact/contact.routes.ts';
import { settingsHandlers } from './modules/settings/settings.routes.ts';
import { adminHandlers } from './modules/admin/admin.routes.ts';
import { csvImportHandlers } from './modules/csv-import/csv-import.routes.ts';
import { desktopHandlers } from './modules/desktop/desktop.routes.ts';
import { cvDocumentHandlers } from './modules/cv-documents/cv-documents.routes.ts';
import { cvSelectionHandlers } from './modules/cv-selections/cv-selection.routes.ts';
import { cvImportHandlers } from './modules/cv-import/cv-import.routes.ts';
import { cvUploadAdmission } from './modules/cv-import/cv-upload-admission.ts';
import { emailHandlers } from './modules/email/email.routes.ts';
import { venueHandlers } from './modules/venues/venue.routes.ts';

/** Every feature's handlers, keyed by route id of the contract's route table (packages/contract/src/routes.ts). */
export function allHandlers(deps: AppDeps): Handlers {
  return {
    ...healthHandlers(deps),
    ...sessionHandlers(deps),
    ...artistHandlers(deps),
    ...sectionHandlers(deps),
    ...uploadHandlers(deps),
    ...galleryHandlers(deps),
    ...connectionHandlers(deps),
    ...contactHandlers(deps),
    ...settingsHandlers(deps),
    ...adminHandlers(deps),
    ...csvImportHandlers(deps),
    ...desktopHandlers(deps),
    ...cvDocumentHandlers(deps),
    ...cvSelectionHandlers(deps),
    ...cvImportHandlers(deps),
    ...emailHandlers(deps),
    ...venueHandlers(deps),
  };
}

export function apiRouters(deps: AppDeps): Router[] {
  return [
    buildApiRouter(allHandlers(deps), {
      checkProfileOwner: (user, profileId) => checkProfileOwner(deps.orm.em.fork(), user as User, profileId),
      checkItemOwner: sectionItemOwnerChecks(deps),
      admitImageUpload: imageUploadAdmission(deps),
      admissions: { 'cvImport.start': cvUploadAdmission(deps) },
    }),
  ];
}
