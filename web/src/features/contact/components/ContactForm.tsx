import { Button, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { notify } from '@/lib/toaster';
import { type ContactMessageInput, sendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactMessageInput;
type Errors = Partial<Record<Field, string>>;

const empty: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContactMessage(input: ContactMessageInput): Errors {
  const errors: Errors = {};
  if (!input.name.trim()) errors.name = 'Name is required';
  if (!input.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(input.email.trim())) errors.email = 'Please enter a valid email address';
  if (!input.subject.trim()) errors.subject = 'Subject is required';
  if (!input.message.trim()) errors.message = 'Message is required';
  return errors;
}

export function ContactForm() {
  const [values, setValues] = useState<ContactMessageInput>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContactMessage(values);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as Field[])[0];
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      notify({ title: 'Message Sent', description: "Thank you for getting in touch. We'll reply as soon as we can.", intent: 'success' });
      setValues(empty);
    } catch {
      notify({ title: 'Message not sent', description: 'There was a problem sending your message. Please try again.', intent: 'danger' });
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field, label: string) => ({
    label,
    labelFor: `contact-${name}`,
    labelInfo: '(required)',
    intent: errors[name] ? ('danger' as const) : ('none' as const),
    helperText: errors[name] ? <span id={`contact-${name}-error`}>{errors[name]}</span> : undefined,
  });
  const described = (name: Field) => (errors[name] ? { 'aria-describedby': `contact-${name}-error`, 'aria-invalid': true } : {});

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <div className="form-grid-2">
        <FormGroup {...field('name', 'Name')}>
          <InputGroup id="contact-name" name="name" autoComplete="name" required value={values.name} onChange={set('name')} intent={field('name', '').intent} {...described('name')} />
        </FormGroup>
        <FormGroup {...field('email', 'Email')}>
          <InputGroup id="contact-email" name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} intent={field('email', '').intent} {...described('email')} />
        </FormGroup>
      </div>
      <FormGroup {...field('subject', 'Subject')}>
        <InputGroup id="contact-subject" name="subject" required value={values.subject} onChange={set('subject')} intent={field('subject', '').intent} {...described('subject')} />
      </FormGroup>
      <FormGroup {...field('message', 'Message')}>
        <TextArea id="contact-message" name="message" required fill rows={7} value={values.message} onChange={set('message')} intent={field('message', '').intent} {...described('message')} />
      </FormGroup>
      <div>
        <Button type="submit" intent="primary" text="Send Message" loading={sending} />
      </div>
    </form>
  );
}
