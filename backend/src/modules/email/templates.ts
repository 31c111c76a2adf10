// One template per event: the plain-text and the HTML part are drawn from the same blocks. Everything a person
// typed is escaped in the HTML (it is never markup) and only ever appears in the body or the one-line subject.

/** What one email says: a plain-text and an HTML part made from the same data. */
export type EmailContent = { subject: string; text: string; html: string };

/** The site an email comes from: its name (site settings) and its public address (links). */
export type EmailSite = {
  name: string;
  publicUrl: string;
  /** This recipient's one-click unsubscribe address for this kind of email (absent without an account). */
  unsubscribeUrl?: string;
};

type Block =
  | { paragraph: string }
  | { quote: string }
  | { fields: [label: string, value: string][] }
  | { list: string[] }
  | { link: string; url: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** One line for the subject header: line breaks and control characters of any kind become spaces. */
export function oneLine(value: string, max = 200): string {
  const line = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const textOf = (block: Block): string => {
  if ('paragraph' in block) return block.paragraph;
  if ('quote' in block)
    return block.quote
      .split(/\r?\n/)
      .map((l) => `> ${l}`)
      .join('\n');
  if ('fields' in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  return `${block.link}: ${block.url}`;
};

const htmlOf = (block: Block): string => {
  if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
  if ('quote' in block)
    return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
  if ('fields' in block)
    return `<table style="border-collapse:collapse;margin:0 0 16px">${block.fields
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`;
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.link)}</a></p>`;
};

function render(site: EmailSite, subject: string, blocks: Block[], why: string): EmailContent {
  const stop = site.unsubscribeUrl ? `Stop these emails: ${site.unsubscribeUrl}` : undefined;
  const footer = `${why} — ${site.name}, ${site.publicUrl}` + (stop ? `\n${stop}` : '');
  const text = [...blocks.map(textOf), '--', footer].join('\n\n') + '\n';
  const html =
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1c2127">' +
    blocks.map(htmlOf).join('') +
    `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 8px"><p style="font-size:12px;color:#5f6b7c">${escapeHtml(why)} — <a href="${escapeHtml(site.publicUrl)}">${escapeHtml(site.name)}</a>` +
    (site.unsubscribeUrl
      ? ` · <a href="${escapeHtml(site.unsubscribeUrl)}">Stop these emails</a>`
      : '') +
    '</p>' +
    '</body></html>';
  return { subject: oneLine(subject), text, html };
}

const link = (site: EmailSite, path: string) => `${site.publicUrl}${path}`;
const hello = (name: string) => ({ paragraph: name ? `Hello ${name},` : 'Hello,' });

export function profileApprovedEmail(
  site: EmailSite,
  data: { ownerName: string; slug: string },
): EmailContent {
  return render(
    site,
    'Your artist profile is published',
    [
      hello(data.ownerName),
      { paragraph: `Your artist profile on ${site.name} was approved and is now public.` },
      { link: 'See your public page', url: link(site, `/artists/${encodeURIComponent(data.slug)}`) },
    ],
    `You received this email because you submitted an artist profile on ${site.name}.`,
  );
}

export function profileNotApprovedEmail(
  site: EmailSite,
  data: { ownerName: string; reason: string | null },
): EmailContent {
  return render(
    site,
    'Your artist profile was not approved',
    [
      hello(data.ownerName),
      { paragraph: `Your artist profile on ${site.name} was reviewed and not approved.` },
      data.reason ? { fields: [['Reason given', data.reason]] } : { paragraph: 'No reason was given.' },
      { paragraph: 'Change your CV where needed and save it: it goes back to review.' },
      { link: 'Edit your CV', url: link(site, '/create-cv') },
    ],
    `You received this email because you submitted an artist profile on ${site.name}.`,
  );
}

export function connectionRequestEmail(
  site: EmailSite,
  data: { receiverName: string; senderName: string },
): EmailContent {
  return render(
    site,
    `${data.senderName} wants to connect with you`,
    [
      hello(data.receiverName),
      { paragraph: `${data.senderName} supports your work on ${site.name} and asks to connect.` },
      { link: 'Answer the request on your profile', url: link(site, '/profile') },
    ],
    `You received this email because someone sent a request to your artist profile on ${site.name}.`,
  );
}

export function requestAcceptedEmail(
  site: EmailSite,
  data: { senderName: string; accepterName: string; accepterSlug: string },
): EmailContent {
  return render(
    site,
    `${data.accepterName} accepted your request: you are connected`,
    [
      hello(data.senderName),
      { paragraph: `${data.accepterName} accepted your request. You are now connected on ${site.name}.` },
      {
        link: `See ${data.accepterName}'s page`,
        url: link(site, `/artists/${encodeURIComponent(data.accepterSlug)}`),
      },
    ],
    `You received this email because you sent a request to connect on ${site.name}.`,
  );
}

export function contactMessageEmail(
  site: EmailSite,
  data: { name: string; email: string; subject: string; message: string },
): EmailContent {
  return render(
    site,
    `New message from ${data.name}: ${data.subject}`,
    [
      { paragraph: `A visitor wrote through the contact form of ${site.name}.` },
      {
        fields: [
          ['Name', data.name],
          ['Email', data.email],
          ['Subject', data.subject],
        ],
      },
      { quote: data.message },
      { link: 'Open the inbox', url: link(site, '/admin/inbox') },
    ],
    `You received this email because you are an administrator of ${site.name}.`,
  );
}

export function csvImportFinishedEmail(
  site: EmailSite,
  data: {
    adminName: string;
    status: 'done' | 'failed';
    successful: number;
    failed: number;
    totalRows: number;
    errors: string[];
  },
): EmailContent {
  const firstErrors = data.errors.slice(0, 5);
  return render(
    site,
    data.status === 'done'
      ? `CSV import finished: ${data.successful} imported, ${data.failed} failed`
      : 'CSV import stopped with an error',
    [
      hello(data.adminName),
      {
        paragraph:
          data.status === 'done'
            ? 'The CSV import you started has finished.'
            : 'The CSV import you started stopped before the end; the artists saved until then were kept.',
      },
      {
        fields: [
          ['Rows', String(data.totalRows)],
          ['Imported', String(data.successful)],
          ['Failed', String(data.failed)],
        ],
      },
      ...(firstErrors.length
        ? [
            {
              paragraph: data.errors.length > 5 ? `The first 5 of ${data.errors.length} errors:` : 'Errors:',
            },
            { list: firstErrors },
          ]
        : []),
      { link: 'See the artists', url: link(site, '/admin/artists') },
    ],
    `You received this email because you started a CSV import on ${site.name}.`,
  );
}
