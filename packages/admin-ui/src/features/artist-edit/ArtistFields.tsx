// The profile fields with the admin validation (the contract's adminArtistInput).
import { Button, Card } from '@blueprintjs/core';
import { adminArtistInput, AdminMessages, type PendingApproval } from '@oeuvre/contract';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { TextField } from '../../components/TextField.tsx';
import { validateForm } from '@oeuvre/ui/lib/form-validation';
import { useFormValues } from '@oeuvre/ui/lib/use-form-values';
import { useRunAction } from '../../lib/use-action.ts';
import { publishedArtistsPages } from '../../lib/cache-keys.ts';
import { editedVersion } from './EditedVersion.tsx';
import { artistKey } from '../../lib/cache-keys.ts';

const FIELDS = ['fullName', 'displayName', 'email', 'website', 'city', 'country', 'artistStatement'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(artist: Partial<Pick<PendingApproval, Field>>): Values {
  return Object.fromEntries(FIELDS.map((field) => [field, artist[field] ?? ''])) as Values;
}

/** The version shown (the published one when there is one); only the fields the admin changed in it are sent. */
export function ArtistFields({ artist }: { artist: PendingApproval }) {
  const { client, notify } = useAdmin();
  const { mutate } = useSWRConfig();
  const run = useRunAction();
  // A published version without the email (the artist does not show it) still shows the admin the draft's.
  const [shown] = useState<Values>(() => valuesOf({ ...artist, ...editedVersion(artist) }));
  const { values, errors, setErrors, set } = useFormValues<Values>(shown);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // The version is the latest one read (an image upload moves it on), so a stale page gets the server's 409.
    const checked = validateForm(adminArtistInput, { ...values, version: artist.version });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const changed = Object.fromEntries(
      FIELDS.filter((f) => values[f] !== shown[f]).map((f) => [f, values[f]]),
    );
    if (Object.keys(changed).length === 0) {
      notify({ intent: 'primary', title: 'Nothing to save', description: 'No field was changed.' });
      return;
    }
    setSaving(true);
    const result = await run(
      () => client.admin.artists.update({ params: { id: artist.id }, body: { ...changed, version: artist.version } }),
      {
        success: { title: 'Artist Updated', description: 'The artist profile was saved.' },
        failure: { title: AdminMessages.updateArtistFailed },
      },
    );
    setSaving(false);
    if (result.ok) {
      await mutate(artistKey(artist.id));
      void mutate(publishedArtistsPages);
    }
  };

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <Card className="admin-edit__fields">
      <form onSubmit={(e) => void save(e)} noValidate aria-label="Artist profile">
        <h2 className="admin-section__title">Profile</h2>
        <div className="admin-form-grid">
          {field('fullName', 'Full name', { required: true })}
          {field('displayName', 'Display name', { helper: 'Leave blank to use the full name.' })}
          {field('email', 'Email', { required: true, type: 'email' })}
          {field('website', 'Website', { type: 'url', placeholder: 'https://' })}
          {field('city', 'City', { required: true })}
          {field('country', 'Country', { required: true })}
        </div>
        {field('artistStatement', 'Artist statement', { required: true, multiline: true })}
        <Button type="submit" intent="primary" icon="floppy-disk" text="Save changes" loading={saving} />
      </form>
    </Card>
  );
}
