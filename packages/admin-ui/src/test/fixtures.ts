// Records shaped as the contract describes them, for the component tests.
import type {
  CsvJob,
  AdminStats,
  AdminUser,
  ArtistProfile,
  ArtistProfileRecord,
  ContactMessage,
  PendingApproval,
} from '@oeuvre/contract';
import { toPublicArtist } from '@oeuvre/contract';
import { emptyDraftLists } from '@oeuvre/contract/test-support/artists';

export function stats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    unreadMessages: 0,
    pendingApprovals: 0,
    publishedArtists: 0,
    totalArtists: 0,
    totalUsers: 1,
    recentActivity: [],
    ...overrides,
  };
}

export function artistRecord(overrides: Partial<ArtistProfileRecord> = {}): ArtistProfileRecord {
  return {
    id: 1,
    slug: 'mia-example',
    fullName: 'Mia Example',
    displayName: null,
    email: 'mia@oeuvre.test',
    city: 'Berlin',
    country: 'Germany',
    website: null,
    artistStatement: 'I paint the light of northern cities in winter.',
    profileImageUrl: null,
    disciplines: ['painting'],
    isApproved: true,
    isPending: false,
    rejectionReason: null,
    publishedAt: '2025-01-05T10:00:00.000Z',
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

export function artistProfile(overrides: Partial<ArtistProfile> = {}): ArtistProfile {
  return {
    ...artistRecord(),
    ...emptyDraftLists(),
    ...overrides,
  };
}

/** A draft waiting for review; `published` is the public version of `publishedDraft` when given. */
export function pendingApproval(draft: ArtistProfile, publishedDraft?: ArtistProfile): PendingApproval {
  return {
    ...draft,
    isPending: true,
    isApproved: false,
    published: publishedDraft ? toPublicArtist(publishedDraft) : null,
  };
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    email: 'leo@oeuvre.test',
    firstName: 'Leo',
    lastName: 'Example',
    profileImageUrl: null,
    isAdmin: false,
    isFrozen: false,
    createdAt: '2025-02-03T12:00:00.000Z',
    hasProfile: true,
    ...overrides,
  };
}

export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 11,
    name: 'Ada Visitor',
    email: 'ada@example.org',
    subject: 'Studio visit',
    message: 'Could I visit the studio next week?',
    isRead: false,
    createdAt: new Date(2025, 0, 5, 15, 30).toISOString(),
    ...overrides,
  };
}

export function csvJob(overrides: Partial<CsvJob> = {}): CsvJob {
  return {
    id: 9,
    status: 'queued',
    totalRows: 0,
    processedRows: 0,
    successful: 0,
    failed: 0,
    errors: [],
    createdAt: '2025-01-05T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}
