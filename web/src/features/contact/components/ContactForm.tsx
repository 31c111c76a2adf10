import { type FormEvent, type ReactNode, useState } from 'react';
import { ContactMessages } from '@oeuvre/contract';
import { Button } from '@oeuvre/ui/components/Button';
import { FormGroup } from '@oeuvre/ui/components/FormGroup';
import { TextInput } from '@oeuvre/ui/components/TextInput';
import { useFormValues } from '@oeuvre/ui/lib/use-form-values';
import { notify } from '@/lib/toaster';
import { type ContactMessageInput, sendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactMessageInput;

const empty: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const { values, setValues, errors, setErrors, set: setValue } = useFormValues<ContactMessageInput>(empty);
  const [sending, setSending] = useState(false);
  const set = (field: Field) => (event: { target: { value: string } }) => setValue(field)(event.target.value);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { validateContactMessage } = await import('../validate-contact');
    const checked = validateContactMessage(values);
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

  const field = (name: Field, label: string): { label: ReactNode; labelFor: string; helperText?: ReactNode; className?: string } => ({
    label: (
      <>
        {label} <span className="ui-label-info">(required)</span>
      </>
    ),
    labelFor: `contact-${name}`,
    className: errors[name] ? 'ui-intent-danger' : undefined,
    helperText: errors[name] ? <span id={`contact-${name}-error`}>{errors[name]}</span> : undefined,
  });
  const described = (name: Field) => (errors[name] ? { 'aria-describedby': `contact-${name}-error`, 'aria-invalid': true } : {});

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <div className="form-grid-2">
        <FormGroup {...field('name', 'Name')}>
          <TextInput id="contact-name" name="name" autoComplete="name" required fill value={values.name} onChange={set('name')} {...described('name')} />
        </FormGroup>
        <FormGroup {...field('email', 'Email')}>
          <TextInput id="contact-email" name="email" type="email" autoComplete="email" required fill value={values.email} onChange={set('email')} {...described('email')} />
        </FormGroup>
      </div>
      <FormGroup {...field('subject', 'Subject')}>
        <TextInput id="contact-subject" name="subject" required fill value={values.subject} onChange={set('subject')} {...described('subject')} />
      </FormGroup>
      <FormGroup {...field('message', 'Message')}>
        <textarea id="contact-message" name="message" className="ui-input ui-textarea" required rows={7} value={values.message} onChange={set('message')} {...described('message')} />
      </FormGroup>
      <div>
        <Button type="submit" intent="primary" text="Send Message" loading={sending} />
      </div>
    </form>
  );
}
