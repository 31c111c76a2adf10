export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const res = await fetch('/api/contact', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
}
