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
  /** Any address that is no page of the app (answered 404 by the server). */
  pageNotFound: {
    title: 'Page Not Found',
    /** The page's head (meta description). */
    summary: 'The page you were looking for does not exist on Oeuvre.',
    description:
      'The page you are looking for does not exist or may have moved. Check the address, or continue from one of these pages.',
    home: 'Go to home page',
    directory: 'Browse Artist Directory',
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
