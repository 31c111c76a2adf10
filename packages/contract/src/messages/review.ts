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
