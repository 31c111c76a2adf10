// Venues: public lists and pages, the editor's suggestions, and the admin's edits, merges and suggested merges.
import * as v from 'valibot';
import {
  adminVenue,
  adminVenuePage,
  adminVenueQuery,
  adminVenueUpdate,
  venueDetail,
  venueListPage,
  venueListQuery,
  venueMergeBody,
  venueMergeSuggestion,
  venueSuggestion,
  venueSuggestQuery,
} from '../schemas/venues.ts';
import { defineRoutes } from './define.ts';

export const venueRoutes = defineRoutes({
  'venues.list': {
    method: 'GET',
    path: '/api/venues',
    access: 'public',
    kept: true,
    query: venueListQuery,
    response: venueListPage,
    summary: 'Venues named by published CVs, most artists first; search by name, filter by city, country and kind',
  },
  'venues.suggest': {
    method: 'GET',
    path: '/api/venues/suggest',
    access: 'public',
    kept: true,
    query: venueSuggestQuery,
    response: v.array(venueSuggestion),
    summary: "Known venues whose name is like the text typed (at most 10), the entry's city first, for the editor",
  },
  'venues.get': {
    method: 'GET',
    path: '/api/venues/:slug',
    access: 'public',
    kept: true,
    response: venueDetail,
    summary:
      'A venue and what published CVs say happened there: exhibitions, residents, collection, alumni and teachers',
  },
  'admin.venues.list': {
    method: 'GET',
    path: '/api/admin/venues',
    access: 'admin',
    query: adminVenueQuery,
    response: adminVenuePage,
    summary: 'Every venue with its spellings, searchable, paged',
  },
  'admin.venues.suggestions': {
    method: 'GET',
    path: '/api/admin/venues/suggestions',
    access: 'admin',
    response: v.array(venueMergeSuggestion),
    summary: 'Suggested merges: venues whose names are alike in one city, with their spellings side by side',
  },
  'admin.venues.dismissSuggestion': {
    method: 'POST',
    path: '/api/admin/venues/suggestions/:id/dismiss',
    access: 'admin',
    response: 'empty',
    summary: 'Dismiss a suggested merge: the two venues stay apart',
  },
  'admin.venues.update': {
    method: 'PATCH',
    path: '/api/admin/venues/:id',
    access: 'admin',
    body: adminVenueUpdate,
    response: adminVenue,
    summary: "Edit a venue's name, city, country, kind, website and Wikidata ID",
  },
  'admin.venues.merge': {
    method: 'POST',
    path: '/api/admin/venues/:id/merge',
    access: 'admin',
    body: venueMergeBody,
    response: adminVenue,
    summary: 'Merge the venue into another: its spellings and entries link to that one (undo with unmerge)',
  },
  'admin.venues.unmerge': {
    method: 'POST',
    path: '/api/admin/venues/:id/unmerge',
    access: 'admin',
    response: adminVenue,
    summary: 'Undo a merge: the venue gets its own spellings and entries back',
  },
});
