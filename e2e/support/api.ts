// Calls to the API from inside a page: same origin, so the session cookie and Origin go with them as in the app.
import { expect, type Page } from '@playwright/test';

export interface Answer<T> {
  status: number;
  body: T;
}

export async function api<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    { method, path, body },
  );
}

/** A call that must succeed (2xx); the failure message carries the server's answer. */
export async function apiOk<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await api<T>(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

/** A multipart upload of one file (and any text fields), as the app's forms send it. */
export async function upload<T = unknown>(
  page: Page,
  path: string,
  field: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  fields: Record<string, string> = {},
): Promise<Answer<T>> {
  return page.evaluate(
    async ({ path, field, name, mimeType, base64, fields }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append(field, new Blob([bytes], { type: mimeType }), name);
      const response = await fetch(path, { method: 'POST', body: form });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    { path, field, name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64'), fields },
  );
}
