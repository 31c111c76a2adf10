import type { ContactMessageInput } from '@oeuvre/contract';
import { api } from '@/lib/api';

export type { ContactMessageInput };

export function sendContactMessage(input: ContactMessageInput): Promise<undefined> {
  return api.contact.send({ body: input });
}
