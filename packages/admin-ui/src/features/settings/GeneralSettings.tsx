// Site settings saved on the server, checked first with the contract's rules.
import { Button, Card, FormGroup, Switch } from '@blueprintjs/core';
import { type SiteSettings, SettingsMessages, siteSettingsInput } from '@oeuvre/contract';
import { type FormEvent, useState } from 'react';
import { useAdmin } from '../../admin-context.tsx';
import { ListSkeleton } from '../../components/ListSkeleton.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { TextField } from '../../components/TextField.tsx';
import { validateForm } from '@oeuvre/ui/lib/form-validation';
import { useRunAction } from '../../lib/use-action.ts';
import { useFormValues } from '@oeuvre/ui/lib/use-form-values';
import { useSiteSettings } from './api/use-site-settings.ts';

export function GeneralSettings() {
  const { data, error, mutate } = useSiteSettings();
  if (data)
    return (
      <GeneralSettingsForm settings={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
    );
  if (error) return <LoadFailed what="settings" onRetry={() => void mutate()} />;
  return <ListSkeleton rows={3} label="Loading settings" />;
}

type Values = Omit<SiteSettings, 'maxGallerySize'> & { maxGallerySize: string };

function GeneralSettingsForm({
  settings,
  onSaved,
}: {
  settings: SiteSettings;
  onSaved(saved: SiteSettings): void;
}) {
  const { client } = useAdmin();
  const run = useRunAction();
  const { values, setValues, errors, setErrors, set, field } = useFormValues<Values>({
    ...settings,
    maxGallerySize: String(settings.maxGallerySize),
  });
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(siteSettingsInput, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    const result = await run(() => client.admin.settings.update({ body: checked.value }), {
      success: { title: 'Settings Saved', description: 'The site settings were updated.' },
      failure: { title: SettingsMessages.saveFailed },
    });
    setSaving(false);
    if (result.ok) {
      onSaved(result.value);
      setValues({ ...result.value, maxGallerySize: String(result.value.maxGallerySize) });
    }
  };

  const toggle = (key: 'allowRegistration' | 'requireApproval', label: string, helper: string) => (
    <FormGroup helperText={helper}>
      <Switch label={label} checked={values[key]} onChange={(e) => set(key)(e.currentTarget.checked)} />
    </FormGroup>
  );

  return (
    <Card>
      <form onSubmit={(e) => void save(e)} noValidate aria-label="General settings">
        <TextField label="Site name" required {...field('siteName')} />
        <TextField label="Site description" multiline {...field('siteDescription')} />
        {toggle('allowRegistration', 'Allow registration', 'New people can sign up.')}
        {toggle(
          'requireApproval',
          'Require approval',
          'New and changed profiles wait for an admin before they are published.',
        )}
        <TextField
          label="Max gallery items"
          type="number"
          value={values.maxGallerySize}
          onChange={set('maxGallerySize')}
          error={errors.maxGallerySize}
          helper="How many gallery items one artist may have, from 1 to 100."
        />
        <TextField
          label="Admin emails"
          value={values.adminEmails}
          onChange={set('adminEmails')}
          error={errors.adminEmails}
          helper="Comma-separated; these people are made admins when they sign in."
        />
        <Button type="submit" intent="primary" icon="floppy-disk" text="Save settings" loading={saving} />
      </form>
    </Card>
  );
}
