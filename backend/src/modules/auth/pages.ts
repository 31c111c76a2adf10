import { escapeHtml } from '../../http/html.ts';

const STYLE = `
  body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7f9;color:#1c2127;margin:0;display:grid;place-items:center;min-height:100vh}
  main{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:32px;width:min(92vw,380px)}
  h1{font-size:22px;margin:0 0 4px} p{color:#5f6b7c;margin:0 0 20px;line-height:1.5}
  label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
  input{box-sizing:border-box;width:100%;padding:9px 10px;border:1px solid #abb3bf;border-radius:4px;font-size:15px}
  input:focus,button:focus,a:focus{outline:2px solid #2d72d2;outline-offset:2px}
  button,.button{display:inline-block;margin-top:20px;width:100%;padding:10px;border:0;border-radius:4px;background:#2d72d2;color:#fff;font-size:15px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
  .secondary{background:#e5e8eb;color:#1c2127}
  .error{background:#fce8e8;color:#8e292c;padding:8px 10px;border-radius:4px;margin-bottom:8px}
  @media (prefers-color-scheme:dark){body{background:#1c2127;color:#f6f7f9}main{background:#2f343c}p{color:#abb3bf}input{background:#1c2127;color:#f6f7f9;border-color:#5f6b7c}.secondary{background:#404854;color:#f6f7f9}}
`;

/** A small self-contained page (no script) for the sign-in and consent steps. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Oeuvre</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A refusal shown instead of a session (frozen account, registration closed, failed sign-in). */
export function messagePage(title: string, message: string, action = { href: '/', label: 'Back to Oeuvre' }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a class="button" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a>`,
  );
}
