// Every user-facing string of the product, worded once here for the server, the web app and the admin.

/** Validation messages; the schemas use these, the UI shows them as given. */
export const ValidationMessages = {
  fullName: 'Full name is required and must be at least 2 characters',
  fullNameAdmin: 'Full name is required',
  email: 'Valid email is required',
  website: 'Website must be a valid URL',
  websiteAdmin: 'Website must be a valid URL starting with http:// or https://',
  city: 'City is required',
  country: 'Country is required',
  artistStatement: 'Artist statement must be at least 20 characters',
  disciplines: 'Choose up to 5 disciplines from the list',

  awardName: 'Award name is required',
  awardPresenter: 'Presenter/Organization is required',
  year: 'Year is required',
  grantType: 'Please select a type',
  name: 'Name is required',
  organization: 'Organization is required',
  collectionName: 'Collection name is required',
  title: 'Title is required',
  publication: 'Publication is required',
  bibliographyType: 'Please select a type',
  collectionType: 'Please select a type',
  socialUsername: 'Username or URL is required',
  socialUsernameUrl: 'A link must start with http:// or https://',
  socialPlatform: 'Please select a platform',
  education: 'Institution, degree, and years are required',
  exhibition: 'Title, venue, city, and year are required',
  work: 'Title, medium, year, and image URL are required',
  workImageUrl: 'Image URL must be an image uploaded to Oeuvre (/uploads/...)',
  commission: 'Title is required',
  teaching: 'Role and institution are required',
  affiliation: 'Name is required',
  link: 'Link must be a valid URL starting with http:// or https://',

  siteName: 'Site name is required',
  maxGallerySize: 'Max gallery items must be a whole number from 1 to 100',
  adminEmails: 'Admin emails must be valid email addresses separated by commas',
  smtpPort: 'SMTP port must be a whole number from 1 to 65535',
  emailFrom: 'From email must be a valid email',
  emailReplyTo: 'Reply-to email must be a valid email',
  smtpHost: 'SMTP host must be a host name such as smtp.example.org',
  smtpUser: 'SMTP user must be on a single line',
  smtpPassword: 'SMTP password must be on a single line',

  contactName: 'Name is required',
  contactSubject: 'Subject is required',
  contactMessage: 'Message is required',
  singleLine: (label: string) => `${label} must be on a single line`,

  fileUrl: 'File URL must be an image uploaded to Oeuvre (/uploads/...)',
  receiverId: 'Choose an artist to support',
  reason: 'Reason must be at most 1000 characters',
  id: 'Invalid id',
  page: 'Page must be a whole number of at least 1',
  pageSize: 'Page size must be a whole number from 1 to 100',
  limit: 'Limit must be a whole number of at least 1',
  searchIn: "Search scope must be 'cv'",
  sort: (sorts: readonly string[]) => `Sort must be one of: ${sorts.join(', ')}`,
  order: "Order must be 'asc' or 'desc'",
  desktopCode: 'Authorization code is required',
  desktopVerifier: 'Code verifier is required',
  desktopRedirect: 'Redirect URI must be a loopback http URL',
  invalidBody: 'Invalid request body',
  sectionOrder: 'The new order must list every entry of the section exactly once',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

/** The social-media editor's error toast title. */
export const VALIDATION_ERROR_TITLE = 'Validation Error';

/** Access and sign-in toasts: title plus description. */
export const AccessMessages = {
  adminSignedOut: { title: 'Access Denied', description: 'You must be logged in to access the admin area' },
  adminRequired: {
    title: 'Admin Access Required',
    description: 'You do not have permission to access this area',
  },
  profileSignedOut: { title: 'Authentication Required', description: 'Please sign in to view your profile' },
  editorSignedOut: {
    title: 'Authentication Required',
    description: 'Please sign in to create or edit your CV',
  },
  supportSignedOut: { title: 'Login Required', description: 'Please log in to support this artist' },
} as const;

/** The owner's view of the review state and its labels. */
export const ReviewMessages = {
  pending: {
    title: 'Pending Approval',
    description: 'Your artist profile is pending approval from our administrators.',
  },
  notApproved: {
    title: 'Not Approved',
    description: 'Your artist profile was not approved. Please update your information and resubmit.',
  },
  labels: {
    pendingReview: 'Pending Review',
    pending: 'Pending',
    pendingApproval: 'Pending Approval',
    published: 'Published',
    rejected: 'Rejected',
    notApproved: 'Not Approved',
  },
  importantTitle: 'Important',
} as const;

/** Support and connections. */
export const SupportMessages = {
  needsProfile: 'You need to create an artist profile before supporting others',
  ownProfile: 'You cannot support your own profile',
  sendFailed: 'Failed to send support request',
  removeFailed: 'Failed to remove support',
  noConnectionId: 'No connection ID found',
  sent: { title: 'Support Sent', description: 'You are now supporting this artist' },
  removed: { title: 'Support Removed', description: 'You are no longer supporting this artist' },
  alreadySupporting: 'You are already supporting this artist',
  labels: { connection: 'Connection', supporter: 'Supporter', support: 'Support', supporting: 'Supporting' },
} as const;

/** Failed queries. */
export const QueryMessages = {
  profile: 'Failed to fetch profile',
  artists: 'Failed to fetch artists',
  artist: 'Failed to fetch artist',
  connectionStatus: 'Failed to check connection status',
  stats: 'Failed to fetch stats',
  /** "other listing failures throw 'Failed to fetch ...'" */
  listing: (what: string) => `Failed to fetch ${what}`,
} as const;

/** CV editor toasts. */
export const EditorMessages = {
  saveFailed: 'Failed to save your profile. Please try again.',
  updated: { title: 'Profile Updated', description: 'Your profile was updated and is pending approval.' },
  created: { title: 'Profile Created', description: 'Your profile was created and is pending approval.' },
  socialMedia: {
    addFailed: 'Failed to add social media link',
    removeFailed: 'Failed to remove social media link',
  },
  education: { addFailed: 'Failed to add education', removeFailed: 'Failed to remove education' },
  soloExhibitions: {
    addFailed: 'Failed to add solo exhibition',
    removeFailed: 'Failed to remove solo exhibition',
  },
  groupExhibitions: {
    addFailed: 'Failed to add group exhibition',
    removeFailed: 'Failed to remove group exhibition',
  },
  works: { addFailed: 'Failed to add work', removeFailed: 'Failed to remove work' },
  awards: {
    saveFailed: 'Failed to save award. Please try again.',
    deleteFailed: 'Failed to delete award. Please try again.',
  },
  grants: {
    saveFailed: 'Failed to save grant. Please try again.',
    deleteFailed: 'Failed to delete grant. Please try again.',
  },
  collections: {
    saveFailed: 'Failed to save collection. Please try again.',
    deleteFailed: 'Failed to delete collection. Please try again.',
  },
  bibliography: {
    saveFailed: 'Failed to save publication. Please try again.',
    deleteFailed: 'Failed to delete publication. Please try again.',
  },
  commissions: {
    saveFailed: 'Failed to save commission. Please try again.',
    deleteFailed: 'Failed to delete commission. Please try again.',
  },
  teaching: {
    saveFailed: 'Failed to save teaching. Please try again.',
    deleteFailed: 'Failed to delete teaching. Please try again.',
  },
  affiliations: {
    saveFailed: 'Failed to save affiliation. Please try again.',
    deleteFailed: 'Failed to delete affiliation. Please try again.',
  },
  empty: {
    socialMedia: 'No social media links added yet...',
    education: 'No education added yet...',
    soloExhibitions: 'No solo exhibitions added yet...',
    groupExhibitions: 'No group exhibitions added yet...',
    works: 'No works added yet...',
    awards: 'No awards added yet...',
    grants: 'No grants added yet...',
    collections: 'No collections added yet...',
    bibliography: 'No publications added yet...',
    commissions: 'No commissions added yet...',
    teaching: 'No teaching added yet...',
    affiliations: 'No affiliations added yet...',
  },
  titles: { create: 'Create Your Artist CV', edit: 'Edit Your Artist CV' },
} as const;

/** Uploads. */
export const UploadMessages = {
  tooLarge: { title: 'File too large', description: 'Maximum file size is 25MB' },
  notImage: { title: 'Invalid file type', description: 'Please select an image file' },
  notCsv: { title: 'Invalid file type', description: 'Please select a CSV file' },
  fileRequired: { title: 'File Required', description: 'Please select a file to upload' },
  failedTitle: 'Upload failed',
  failedImage: 'Failed to upload image',
  previewError: { title: 'Image Error', description: 'Could not load image preview' },
  genericFailed: {
    title: 'Upload failed',
    description: 'There was a problem uploading your image. Please try again.',
  },
  invalidResponse: 'Invalid response from server',
  noFileUrl: 'No file URL returned from server',
  imageUnavailable: 'Image unavailable',
  galleryDialogLimit: 'Images up to 10MB',
} as const;

/** Admin toasts. */
export const AdminMessages = {
  deleteArtistFailed: 'Failed to delete the artist profile. Please try again.',
  csvFailed: {
    title: 'Upload Failed',
    description: 'Failed to process the CSV file. Please check the format and try again.',
  },
  tryAgain: 'Please try again',
  grantAdminFailed: 'Failed to grant admin rights',
  removeAdminFailed: 'Failed to remove admin rights',
  freezeFailed: 'Failed to freeze user account',
  unfreezeFailed: 'Failed to unfreeze user account',
  deleteUserFailed: 'Failed to delete user account',
  approveFailed: 'Failed to approve artist profile',
  rejectFailed: 'Failed to reject artist profile',
  markReadFailed: 'Failed to mark message as read',
  deleteMessageFailed: 'Failed to delete message',
  addGalleryFailed: 'Failed to add the gallery item',
  updateGalleryFailed: 'Failed to update the gallery item',
  updateArtistFailed: 'Failed to update the artist profile',
  statsFailed: 'Failed to fetch stats',
  artistDeleted: 'Artist profile deleted',
  accountFrozen: 'Account Frozen',
  accountUnfrozen: 'Account Unfrozen',
  accountDeleted: 'Account Deleted',
  noRecentActivity: 'No recent activity to display',
  /** CSV result summary: first 5 errors then this line. */
  moreErrors: (n: number) => `... and ${n} more`,
} as const;

/** Network, contact and settings. */
export const NetworkMessages = {
  acceptFailed: 'Failed to accept connection request',
  rejectFailed: 'Failed to reject connection request',
  accepted: 'Connection Accepted',
  rejected: 'Connection Rejected',
} as const;

export const ContactMessages = {
  sendFailed: 'There was a problem sending your message. Please try again.',
  sent: 'Message Sent',
} as const;

export const SettingsMessages = {
  saveFailed: 'Failed to save settings. Please try again.',
  /** Shown on the Email tab when the environment's SMTP_URL is used instead of the saved server. */
  smtpFromEnvironment:
    'SMTP_URL is set in the server environment: email is sent through that server and the SMTP fields below are not used until it is removed.',
  noSmtpConfigured: 'No SMTP server is configured: email waits in the outbox.',
  testEmailTooMany: 'Too many test emails. Please wait a few minutes and try again.',
} as const;

/** One-click unsubscribe (email footers and the List-Unsubscribe header). */
export const UnsubscribeMessages = {
  invalidToken: 'This unsubscribe link is not valid. Open your profile to choose which emails you receive.',
} as const;

/** Public pages. */
export const PageMessages = {
  noArtists: {
    title: 'No artists found',
    description: 'Try adjusting your search criteria or check back later for new artists.',
  },
  artistNotFound: {
    title: 'Artist Not Found',
    description: "Sorry, we couldn't find the artist you're looking for.",
    action: 'Browse All Artists',
  },
  /** The owner's own artist page while it is not public (never approved yet): a preview of the draft. */
  artistPreview: {
    title: 'Preview — not public',
    description:
      'Only you can see this page. It shows your draft as visitors will see it once an administrator approves it.',
  },
  noProfileYet: "You don't have an artist profile yet",
  welcome: (firstName?: string | null) => `Welcome, ${firstName || 'Artist'}!`,
} as const;

/** Server answers beyond the forms' and pages' own messages; every API error body is `{ message }`. */
export const ServerMessages = {
  notFound: 'Not found',
  signInRequired: 'Sign in required',
  forbidden: 'Forbidden',
  accountFrozen: 'Your account is frozen',
  profileRequired: 'You need to create an artist profile first',
  profileExists: 'You already have an artist profile',
  emailTaken: 'An artist with this email already exists',
  tooManyMessages: 'Too many messages. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  badOrigin: 'Cross-site request refused',
  invalidBody: 'Invalid request body',
  conflict: 'This was changed by someone else. Reload and try again.',
  requestAlreadyHandled: 'This connection request was already answered',
  notYourRequest: 'Only the receiving artist can answer this request',
  cannotChangeOwnAdmin: 'You cannot remove your own admin rights',
  lastAdmin: 'The site must keep at least one active admin',
  cannotFreezeSelf: 'You cannot freeze your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  invalidDesktopCode: 'Invalid or expired authorization code',
  csvEmpty: 'The CSV file has no rows',
  csvMissingColumns: (columns: readonly string[]) => `Missing required columns: ${columns.join(', ')}`,
  csvRow: (row: number, message: string) => `Row ${row}: ${message}`,
  csvDuplicateEmail: (email: string) => `Duplicate email ${email}`,
  internal: 'Something went wrong. Please try again.',
} as const;
