/** Importing a CV file or pasted text into the draft (the server's answers and the review screen's words). */
export const CvImportMessages = {
  fileOrText: 'Send a CV file (PDF, Word, HTML, text, Markdown or JSON) or paste its text',
  emptyText: 'There is no text to read: paste your CV or choose a file',
  unsupported: 'This file type cannot be read. Use a PDF, Word (.docx), HTML, text, Markdown or JSON file.',
  mismatch: 'This file is not what its name says. Save it again in its real format, or choose another file.',
  empty: 'The file holds no text to read. Choose another file, or paste the text of your CV.',
  noText:
    'This PDF has no text to read (it looks like a scan or a picture). A PDF with text, a Word file or pasted text will work.',
  encrypted: 'This file is protected by a password. Remove the password and upload it again.',
  broken: 'This file is damaged and cannot be read. Save it again or export a new copy.',
  // A file over 10 MB is refused by the upload's own limit, before it is read: this one is under it, and holds more than a
  // reading takes (a Word file unpacking past 50 MB, text past 2,000,000 characters, a reading past its memory).
  tooLarge: 'This file holds more than a CV import can read at once. Split it into smaller files, or paste the text of your CV.',
  tooManyPages: 'The document has too many pages: at most 60.',
  tooLong: 'The CV holds more text than can be read at once. Split it or paste part of it.',
  timedOut: 'Reading the file took too long. Try a smaller file or paste the text.',
  interrupted: 'Reading the file was interrupted. Please upload it again.',
  failed: 'The file could not be read. Try another format or paste the text.',
  busy: 'Your previous CV is still being read. Please wait for it to finish.',
  serverBusy: 'Many CVs are being read right now. Please try again in a minute.',
  notReady: 'The CV is still being read',
  nameRequired: 'A full name is needed to create your artist profile: add it to the imported details or create your profile first',
  unknownEntry: (id: string) => `There is no entry ${id} in this import`,
  invalidEntry: (id: string, field: string, message: string) => `Entry ${id}, ${field}: ${message}`,
} as const;
