/** Connection requests (the support network). */
export const NetworkMessages = {
  acceptFailed: 'Failed to accept connection request',
  rejectFailed: 'Failed to reject connection request',
  accepted: 'Connection Accepted',
  rejected: 'Connection Rejected',
} as const;
