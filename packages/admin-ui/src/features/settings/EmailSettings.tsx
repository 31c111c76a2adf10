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
import { useAdmin } from '../../admin-context.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { TextField } from '../../components/TextField.tsx';
import { validateForm } from '@oeuvre/ui/lib/form-validation';
import { useRunAction } from '../../lib/use-action.ts';
import { useFormValues } from '@oeuvre/ui/lib/use-form-values';
import { useEmailSettings } from './api/use-email-settings.ts';

export function EmailSettings() {
  const { data, error, mutate } = useEmailSettings();
  if (data)
    return (
      <EmailSettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
    );
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
  const { values, setValues, setErrors, set, field } = useFormValues<Values>(valuesOf(settings));
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<TestEmailResult | undefined>();

  const save = async (body: Values & { clearPassword?: boolean }) => {
    const checked = validateForm(emailSettingsForm, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    const result = await run(() => client.admin.emailSettings.update({ body }), {
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
    const result = await run(() => client.admin.emailSettings.test(), {
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
          {SettingsMessages.noSmtpConfigured} Enter an SMTP server below, or set SMTP_URL in the server
          environment.
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
          <TextField label="SMTP host" {...field('smtpHost')} placeholder="smtp.example.org" />
          <TextField label="SMTP port" type="number" {...field('smtpPort')} />
          <TextField label="SMTP user" {...field('smtpUser')} />
          <TextField
            label="SMTP password"
            type="password"
            {...field('smtpPassword')}
            helper={settings.passwordSet ? 'Password: set. Leave empty to keep it (a new host, port or user name clears it).' : 'Password: not set.'}
          />
          <TextField
            label="From email"
            type="email"
            {...field('emailFrom')}
            helper={`Empty: ${settings.defaultFrom}`}
          />
          <TextField label="Reply-to email" type="email" {...field('emailReplyTo')} />
        </div>
        <div className="admin-email-actions">
          <Button type="submit" intent="primary" text="Save email settings" loading={saving} />
          {settings.passwordSet ? (
            <Button
              text="Remove password"
              disabled={saving}
              onClick={() => void save({ ...values, smtpPassword: '', clearPassword: true })}
            />
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
          title={
            tested.ok
              ? `Test email sent to ${tested.to}`
              : `The SMTP server did not accept the test email to ${tested.to}`
          }
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
