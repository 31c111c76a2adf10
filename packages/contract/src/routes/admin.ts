// The admin area: stats, artists, CSV import, users, approvals, inbox, gallery, settings, tokens.
import * as v from 'valibot';
import { adminStats } from '../schemas/admin.ts';
import { adminArtistListPage, adminArtistListQuery, adminUserListPage, adminUserListQuery } from '../schemas/admin-lists.ts';
import { adminArtistPatch } from '../schemas/artist-profile.ts';
import { artistProfileRecord, featureBody } from '../schemas/artist-views.ts';
import { uploadResult } from '../schemas/common.ts';
import { rejectBody } from '../schemas/connections.ts';
import { contactMessage } from '../schemas/contact.ts';
import { pendingApproval } from '../schemas/public-artist.ts';
import { csvJob, csvUploadResult } from '../schemas/csv-import.ts';
import { desktopTokenInfo } from '../schemas/desktop.ts';
import { galleryItem, galleryItemInput, galleryItemPatch } from '../schemas/gallery.ts';
import { siteSettings, siteSettingsInput } from '../schemas/settings.ts';
import { adminUser } from '../schemas/users.ts';
import { CSV_UPLOAD, IMAGE_UPLOAD, defineRoutes } from './define.ts';

// Fixed segments ('approved', 'csv-upload', 'csv-jobs') come before ':id' so the router tries them first.
export const adminArtistRoutes = defineRoutes({
  'admin.stats': {
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    response: adminStats,
    summary: 'Dashboard numbers and recent activity',
  },
  'admin.artists.approved': {
    method: 'GET',
    path: '/api/admin/artists/approved',
    access: 'admin',
    response: v.array(artistProfileRecord),
    summary: 'Published artists',
  },
  'admin.artists.search': {
    method: 'GET',
    path: '/api/admin/artists/search',
    access: 'admin',
    query: adminArtistListQuery,
    response: adminArtistListPage,
    summary:
      'One page of the published artists: every word of q in the name, display name, email, city or country; sorted by name, email, location, published or created, asc or desc',
  },
  'admin.artists.rejected': {
    method: 'GET',
    path: '/api/admin/artists/rejected',
    access: 'admin',
    response: v.array(artistProfileRecord),
    summary:
      'Rejected profiles, latest first: never-published ones and published ones whose last change was rejected, with the reason',
  },
  'admin.artists.csvUpload': {
    method: 'POST',
    path: '/api/admin/artists/csv-upload',
    access: 'admin',
    ...CSV_UPLOAD,
    files: ['csvFile'],
    response: csvUploadResult,
    summary: 'Import artists from a CSV file (fullName, email, city, country; website, artistStatement)',
  },
  'admin.csvJobs.start': {
    method: 'POST',
    path: '/api/admin/artists/csv-jobs',
    access: 'admin',
    ...CSV_UPLOAD,
    files: ['csvFile'],
    status: 202,
    response: csvJob,
    summary: 'Start a CSV import in the background; poll admin.csvJobs.get for its progress',
  },
  'admin.csvJobs.get': {
    method: 'GET',
    path: '/api/admin/csv-jobs/:id',
    access: 'admin',
    response: csvJob,
    summary: 'Progress and result of a CSV import',
  },
  'admin.artists.get': {
    method: 'GET',
    path: '/api/admin/artists/:id',
    access: 'admin',
    response: pendingApproval,
    summary: 'An artist profile: the draft with every section, and the published version when there is one',
  },
  'admin.artists.update': {
    method: 'PATCH',
    path: '/api/admin/artists/:id',
    access: 'admin',
    body: adminArtistPatch,
    response: artistProfileRecord,
    summary:
      'Edit an artist: the fields given (only those the admin changed) change on the draft and the published version at once',
  },
  'admin.artists.remove': {
    method: 'DELETE',
    path: '/api/admin/artists/:id',
    access: 'admin',
    response: 'empty',
    summary: 'Delete an artist profile permanently, with all its data',
  },
  'admin.artists.feature': {
    method: 'PUT',
    path: '/api/admin/artists/:id/featured',
    access: 'admin',
    body: featureBody,
    response: artistProfileRecord,
    summary:
      "Feature an artist or stop featuring them: the landing page's 'Featured Artists' and the Featured badge follow at once, without review",
  },
  'admin.artists.uploadImage': {
    method: 'POST',
    path: '/api/admin/artists/:id/upload-image',
    access: 'admin',
    ...IMAGE_UPLOAD,
    files: ['profileImage'],
    response: uploadResult,
    summary: "Replace an artist's profile image",
  },
});

export const adminUserRoutes = defineRoutes({
  'admin.users.list': {
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    response: v.array(adminUser),
    summary: 'Every user',
  },
  'admin.users.search': {
    method: 'GET',
    path: '/api/admin/users/search',
    access: 'admin',
    query: adminUserListQuery,
    response: adminUserListPage,
    summary: 'One page of the users: every word of q in the email or name; sorted by name, email or created, asc or desc',
  },
  'admin.users.makeAdmin': {
    method: 'PUT',
    path: '/api/admin/users/:id/make-admin',
    access: 'admin',
    response: adminUser,
    summary: 'Grant admin rights',
  },
  'admin.users.removeAdmin': {
    method: 'PUT',
    path: '/api/admin/users/:id/remove-admin',
    access: 'admin',
    response: adminUser,
    summary: 'Remove admin rights (never from the last active admin)',
  },
  'admin.users.freeze': {
    method: 'PUT',
    path: '/api/admin/users/:id/freeze',
    access: 'admin',
    response: adminUser,
    summary: 'Freeze an account: blocks sign-in and profile changes, ends its sessions',
  },
  'admin.users.unfreeze': {
    method: 'PUT',
    path: '/api/admin/users/:id/unfreeze',
    access: 'admin',
    response: adminUser,
    summary: 'Unfreeze an account',
  },
  'admin.users.remove': {
    method: 'DELETE',
    path: '/api/admin/users/:id/delete',
    access: 'admin',
    response: 'empty',
    summary: 'Delete a user permanently with their artist profiles, gallery items and related records',
  },
});

export const adminReviewRoutes = defineRoutes({
  'admin.approvals.pending': {
    method: 'GET',
    path: '/api/admin/pending-approvals',
    access: 'admin',
    response: v.array(pendingApproval),
    summary: 'Profiles waiting for review: each draft, and the published version when there is one',
  },
  'admin.approvals.approve': {
    method: 'POST',
    path: '/api/admin/approve/:id',
    access: 'admin',
    response: artistProfileRecord,
    summary: 'Approve a profile: its draft becomes the published version',
  },
  'admin.approvals.reject': {
    method: 'POST',
    path: '/api/admin/reject/:id',
    access: 'admin',
    body: rejectBody,
    response: artistProfileRecord,
    summary: 'Reject a profile (the owner sees Not Approved)',
  },
  'admin.inbox.list': {
    method: 'GET',
    path: '/api/admin/inbox',
    access: 'admin',
    response: v.array(contactMessage),
    summary: 'Contact messages, newest first',
  },
  'admin.inbox.markRead': {
    method: 'PATCH',
    path: '/api/admin/inbox/:id/read',
    access: 'admin',
    response: contactMessage,
    summary: 'Mark a message as read',
  },
  'admin.inbox.remove': {
    method: 'DELETE',
    path: '/api/admin/inbox/:id',
    access: 'admin',
    response: 'empty',
    summary: 'Delete a message permanently',
  },
});

export const adminGalleryRoutes = defineRoutes({
  'admin.gallery.list': {
    method: 'GET',
    path: '/api/admin/gallery-items/:artistId',
    access: 'admin',
    response: v.array(galleryItem),
    summary: "An artist's gallery items",
  },
  'admin.gallery.add': {
    method: 'POST',
    path: '/api/admin/artists/:artistId/gallery',
    access: 'admin',
    ...IMAGE_UPLOAD,
    files: ['file'],
    body: galleryItemInput,
    status: 201,
    response: galleryItem,
    summary: 'Add a gallery item with its image file',
  },
  'admin.gallery.update': {
    method: 'PATCH',
    path: '/api/admin/gallery-items/:id',
    access: 'admin',
    body: galleryItemPatch,
    response: galleryItem,
    summary: "Change a gallery item's text",
  },
  'admin.gallery.replaceImage': {
    method: 'POST',
    path: '/api/admin/gallery-items/:id/update-image-only',
    access: 'admin',
    ...IMAGE_UPLOAD,
    files: ['file'],
    response: uploadResult,
    summary: "Replace a gallery item's image",
  },
  'admin.gallery.remove': {
    method: 'DELETE',
    path: '/api/admin/gallery-items/:id',
    access: 'admin',
    response: 'empty',
    summary: 'Delete a gallery item',
  },
});

export const adminSettingsRoutes = defineRoutes({
  'admin.settings.get': {
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    response: siteSettings,
    summary: 'Site settings',
  },
  'admin.settings.update': {
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    body: siteSettingsInput,
    response: siteSettings,
    summary: 'Save site settings',
  },
  'admin.tokens.list': {
    method: 'GET',
    path: '/api/admin/tokens',
    access: 'admin',
    response: v.array(desktopTokenInfo),
    summary: "The signed-in admin's desktop tokens",
  },
  'admin.tokens.revoke': {
    method: 'DELETE',
    path: '/api/admin/tokens/:id',
    access: 'admin',
    response: 'empty',
    summary: 'Revoke a desktop token',
  },
});
