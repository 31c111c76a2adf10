import { Button, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { ContactMessages, contactMessageInput } from '@oeuvre/contract';
import { type FieldErrors, validateForm } from '@oeuvre/ui/lib/form-validation';
import { notify } from '@/lib/toaster';
import { type ContactMessageInput, sendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactMessageInput;
type Errors = FieldErrors<Field>;

const empty: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

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
    const checked = validateForm<typeof contactMessageInput, Field>(contactMessageInput, values);
    setErrors(checked.errors);
    if (!checked.ok) {
      const firstInvalid = (['name', 'email', 'subject', 'message'] as const).find((f) => checked.errors[f]);
      if (firstInvalid) document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(checked.value);
      notify({ title: ContactMessages.sent, description: "Thank you for getting in touch. We'll reply as soon as we can.", intent: 'success' });
      setValues(empty);
    } catch {
      notify({ title: 'Message not sent', description: ContactMessages.sendFailed, intent: 'danger' });
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
