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
