/** The admin's settings. */
export const SettingsMessages = {
  saveFailed: 'Failed to save settings. Please try again.',
  /** Shown on the Email tab when the environment's SMTP_URL is used instead of the saved server. */
  smtpFromEnvironment:
    'SMTP_URL is set in the server environment: email is sent through that server and the SMTP fields below are not used until it is removed.',
  noSmtpConfigured: 'No SMTP server is configured: email waits in the outbox.',
  testEmailTooMany: 'Too many test emails. Please wait a few minutes and try again.',
} as const;
