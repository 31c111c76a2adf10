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
