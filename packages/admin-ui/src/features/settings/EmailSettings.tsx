// The Email tab: the form is shown and checked, but this server does not send email.
import { Button, Callout, Card } from '@blueprintjs/core';
import { DEFAULT_SMTP_PORT, emailSettingsForm } from '@oeuvre/contract';
import { useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { checkForm, type FieldErrors } from '../../lib/form-errors.ts';

const EMPTY = {
  smtpHost: '',
  smtpPort: String(DEFAULT_SMTP_PORT),
  smtpUser: '',
  smtpPassword: '',
  emailFrom: '',
  emailReplyTo: '',
};
type Values = typeof EMPTY;

export function EmailSettings() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (key: keyof Values) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // Checked as typed so the form still says what would be wrong.
    const checked = checkForm(emailSettingsForm, next);
    setErrors(checked.ok ? {} : { [key]: checked.errors[key] });
  };

  return (
    <Card>
      <Callout
        intent="primary"
        icon="info-sign"
        title="Email is not configured on this server"
        className="admin-note"
      >
        Sending email is not available in this version, so these settings are not saved. Contact messages
        arrive in the Inbox.
      </Callout>
      <form aria-label="Email settings" onSubmit={(e) => e.preventDefault()} noValidate>
        <div className="admin-form-grid">
          <TextField
            label="SMTP host"
            value={values.smtpHost}
            onChange={set('smtpHost')}
            error={errors.smtpHost}
            placeholder="smtp.example.org"
          />
          <TextField
            label="SMTP port"
            type="number"
            value={values.smtpPort}
            onChange={set('smtpPort')}
            error={errors.smtpPort}
          />
          <TextField
            label="SMTP user"
            value={values.smtpUser}
            onChange={set('smtpUser')}
            error={errors.smtpUser}
          />
          <TextField
            label="SMTP password"
            type="password"
            value={values.smtpPassword}
            onChange={set('smtpPassword')}
            error={errors.smtpPassword}
          />
          <TextField
            label="From email"
            type="email"
            value={values.emailFrom}
            onChange={set('emailFrom')}
            error={errors.emailFrom}
          />
          <TextField
            label="Reply-to email"
            type="email"
            value={values.emailReplyTo}
            onChange={set('emailReplyTo')}
            error={errors.emailReplyTo}
          />
        </div>
        <Button
          type="submit"
          text="Save email settings"
          disabled
          title="Email is not configured on this server"
        />
      </form>
    </Card>
  );
}
