/** What one email says: a plain-text and an HTML part made from the same data. */
export type EmailContent = { subject: string; text: string; html: string };
