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
