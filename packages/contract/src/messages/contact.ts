/** The contact form. */
export const ContactMessages = {
  sendFailed: 'There was a problem sending your message. Please try again.',
  sent: 'Message Sent',
} as const;
