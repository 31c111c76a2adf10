// The contact form's check, with the contract's schema: fetched on the first send, so the page's first load holds no
// schema code.
import { contactMessageInput, type ContactMessageInput } from '@oeuvre/contract';
import { validateForm } from '@oeuvre/ui/lib/form-validation';

export const validateContactMessage = (values: ContactMessageInput) =>
  validateForm<typeof contactMessageInput, keyof ContactMessageInput>(contactMessageInput, values);
