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
