/** One-click unsubscribe (email footers and the List-Unsubscribe header). */
export const UnsubscribeMessages = {
  invalidToken: 'This unsubscribe link is not valid. Open your profile to choose which emails you receive.',
} as const;
