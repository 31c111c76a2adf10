// The Email tab: the SMTP server saved on the server (the password is write-only: 'set' or 'not set'), the
// notifications switch, and 'Send test email' with the SMTP server's answer.
import { Button, Callout, Card, FormGroup, Switch } from '@blueprintjs/core';
import {
  type EmailSettingsView,
  type TestEmailResult,
  SettingsMessages,
  emailSettingsForm,
} from '@oeuvre/contract';
import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { TextField } from '../../components/TextField.tsx';
import { checkForm, type FieldErrors } from '../../lib/form-errors.ts';
import { useRunAction } from '../../lib/use-action.ts';

const EMAIL_SETTINGS_KEY = 'admin.emailSettings.get';

export function EmailSettings() {
  const { client } = useAdmin();
  const { data, error, mutate } = useSWR(EMAIL_SETTINGS_KEY, () => client.admin.settings.email.get());
  if (data) return <EmailSettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />;
  if (error) return <LoadFailed what="email settings" onRetry={() => void mutate()} />;
  return <ListSkeleton rows={3} label="Loading email settings" />;
}

type Values = {
  enabled: boolean;
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  smtpPassword: string;
  emailFrom: string;
  emailReplyTo: string;
};

const valuesOf = (s: EmailSettingsView): Values => ({
  enabled: s.enabled,
  smtpHost: s.smtpHost ?? '',
  smtpPort: String(s.smtpPort),
  smtpUser: s.smtpUser ?? '',
  smtpPassword: '',
  emailFrom: s.emailFrom ?? '',
  emailReplyTo: s.emailReplyTo ?? '',
});

function EmailSettingsForm({
  settings,
  onSaved,
}: {
  settings: EmailSettingsView;
  onSaved(saved: EmailSettingsView): void;
}) {
  const { client } = useAdmin();
  const run = useRunAction();
  const [values, setValues] = useState<Values>(valuesOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<TestEmailResult | undefined>();

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((was) => ({ ...was, [key]: value }));
      setErrors((was) => ({ ...was, [key]: undefined }));
    };

  const save = async (body: Values & { clearPassword?: boolean }) => {
    const checked = checkForm(emailSettingsForm, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    const result = await run(() => client.admin.settings.email.update(body), {
      success: { title: 'Settings Saved', description: 'The email settings were updated.' },
      failure: { title: SettingsMessages.saveFailed },
    });
    setSaving(false);
    if (result.ok) {
      onSaved(result.value);
      setValues(valuesOf(result.value));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(values);
  };

  const sendTest = async () => {
    setTesting(true);
    setTested(undefined);
    const result = await run(() => client.admin.settings.email.test(), {
      failure: { title: 'The test email could not be sent' },
    });
    setTesting(false);
    if (result.ok) setTested(result.value);
  };

  return (
    <Card>
      {settings.source === 'environment' ? (
        <Callout intent="primary" icon="info-sign" title="SMTP_URL is set" className="admin-note">
          {SettingsMessages.smtpFromEnvironment}
        </Callout>
      ) : settings.source === 'none' ? (
        <Callout intent="warning" icon="envelope" title="Email is not sent yet" className="admin-note">
          {SettingsMessages.noSmtpConfigured} Enter an SMTP server below, or set SMTP_URL in the server environment.
        </Callout>
      ) : null}
      <form aria-label="Email settings" onSubmit={submit} noValidate>
        <FormGroup helperText="Off: no notification email is written at all (approvals, requests, contact messages, imports).">
          <Switch
            label="Email notifications"
            checked={values.enabled}
            onChange={(e) => set('enabled')(e.currentTarget.checked)}
          />
        </FormGroup>
        <div className="admin-form-grid">
          <TextField label="SMTP host" value={values.smtpHost} onChange={set('smtpHost')} error={errors.smtpHost} placeholder="smtp.example.org" />
          <TextField label="SMTP port" type="number" value={values.smtpPort} onChange={set('smtpPort')} error={errors.smtpPort} />
          <TextField label="SMTP user" value={values.smtpUser} onChange={set('smtpUser')} error={errors.smtpUser} />
          <TextField
            label="SMTP password"
            type="password"
            value={values.smtpPassword}
            onChange={set('smtpPassword')}
            error={errors.smtpPassword}
            helper={
              settings.passwordSet
                ? 'Password: set. Leave empty to keep it.'
                : 'Password: not set.'
            }
          />
          <TextField
            label="From email"
            type="email"
            value={values.emailFrom}
            onChange={set('emailFrom')}
            error={errors.emailFrom}
            helper={`Empty: ${settings.defaultFrom}`}
          />
          <TextField label="Reply-to email" type="email" value={values.emailReplyTo} onChange={set('emailReplyTo')} error={errors.emailReplyTo} />
        </div>
        <div className="admin-email-actions">
          <Button type="submit" intent="primary" text="Save email settings" loading={saving} />
          {settings.passwordSet ? (
            <Button text="Remove password" disabled={saving} onClick={() => void save({ ...values, smtpPassword: '', clearPassword: true })} />
          ) : null}
          <Button
            icon="send-message"
            text="Send test email"
            loading={testing}
            disabled={settings.source === 'none'}
            title="Sends to your own address through the saved settings"
            onClick={() => void sendTest()}
          />
        </div>
      </form>
      {tested ? (
        <Callout
          intent={tested.ok ? 'success' : 'danger'}
          title={tested.ok ? `Test email sent to ${tested.to}` : `The SMTP server did not accept the test email to ${tested.to}`}
          className="admin-note"
          role="status"
        >
          <span className="admin-smtp-answer">{tested.response}</span>
          {tested.code ? ` (${tested.code})` : null}
        </Callout>
      ) : null}
    </Card>
  );
}
