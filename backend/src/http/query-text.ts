import { HttpError } from './errors.ts';

/**
 * Characters no address of this product carries in a query value or a path: C0 and C1 controls, DEL, and the
 * Unicode line and paragraph separators. U+0000 in particular cannot reach PostgreSQL (it fails the query).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const CONTROL_MESSAGE = 'Text must not contain control characters';

/** The first query parameter (as Koa parses it: text or a list of texts) holding a control character. */
function controlCharacterIn(query: Record<string, unknown>): { key: string; nul: boolean } | undefined {
  for (const [key, value] of Object.entries(query)) {
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text === 'string' && CONTROL.test(text)) return { key, nul: text.includes('\u0000') };
    }
    if (CONTROL.test(key)) return { key, nul: key.includes('\u0000') };
  }
  return undefined;
}

/**
 * Refuses a query with a control character (400 naming the parameter) before it reaches a search, for the API and
 * the server-rendered pages alike.
 */
export function refuseQueryControlCharacters(query: Record<string, unknown>): void {
  const found = controlCharacterIn(query);
  if (found) throw new HttpError(400, found.nul ? NUL_MESSAGE : CONTROL_MESSAGE, found.key);
}

/** Whether a request path holds a control character once decoded (a page there does not exist). */
export function pathHasControlCharacter(rawPath: string): boolean {
  try {
    return CONTROL.test(decodeURIComponent(rawPath));
  } catch {
    return CONTROL.test(rawPath);
  }
}
