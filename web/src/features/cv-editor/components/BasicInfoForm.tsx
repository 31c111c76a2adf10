import { Button, Checkbox, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import {
  type ArtistProfile,
  AUTHORITY_FIELDS,
  type AuthorityField,
  artistProfileInput,
  type CurrentUser,
  type Discipline,
  EditorMessages,
  STATEMENT_MIN_LENGTH,
} from '@oeuvre/contract';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { api, isApiError } from '@/lib/api';
import { CURRENT_USER_KEY, fullNameOf } from '@/lib/current-user';
import { validateForm } from '@oeuvre/ui/lib/form-validation';
import { useFormValues } from '@oeuvre/ui/lib/use-form-values';
import { useRefreshMyProfile } from '@/lib/my-profile';
import { notify } from '@/lib/toaster';
import { uploadProfileImage } from '../api/image-uploads';
import { DisciplinePicker } from './DisciplinePicker';
import { ImageUpload } from './ImageUpload';

type TextField =
  | 'fullName'
  | 'displayName'
  | 'email'
  | 'website'
  | 'city'
  | 'country'
  | 'birthYear'
  | 'birthPlace'
  | 'artistStatement'
  | AuthorityField;
type Field = TextField | 'profileImageUrl' | 'disciplines' | 'showEmail';

interface Values extends Record<TextField, string> {
  profileImageUrl: string | null;
  disciplines: Discipline[];
  showEmail: boolean;
}

function initialValues(profile: ArtistProfile | null, user: CurrentUser): Values {
  if (profile) {
    return {
      fullName: profile.fullName,
      displayName: profile.displayName ?? '',
      email: profile.email,
      // A profile from before the choice shows its email.
      showEmail: profile.showEmail ?? true,
      website: profile.website ?? '',
      city: profile.city,
      country: profile.country,
      birthYear: profile.birthYear ? String(profile.birthYear) : '',
      birthPlace: profile.birthPlace ?? '',
      artistStatement: profile.artistStatement,
      profileImageUrl: profile.profileImageUrl,
      disciplines: [...profile.disciplines],
      wikidata: profile.wikidata ?? '',
      ulan: profile.ulan ?? '',
      isni: profile.isni ?? '',
      orcid: profile.orcid ?? '',
    };
  }
  // A new CV starts from what the sign-in told us.
  return {
    fullName: fullNameOf(user),
    displayName: '',
    email: user.email,
    // A new profile keeps its email to itself until the artist chooses to show it.
    showEmail: false,
    website: '',
    city: '',
    country: '',
    birthYear: '',
    birthPlace: '',
    artistStatement: '',
    profileImageUrl: user.profileImageUrl,
    disciplines: [],
    wikidata: '',
    ulan: '',
    isni: '',
    orcid: '',
  };
}

interface TextFieldSpec {
  name: TextField;
  label: string;
  required?: boolean;
  type?: string;
  inputMode?: 'numeric';
  autoComplete?: string;
  hint?: string;
}

const textFields: TextFieldSpec[] = [
  { name: 'fullName', label: 'Full name', required: true, autoComplete: 'name' },
  { name: 'displayName', label: 'Display name', hint: 'Leave blank to use your full name.' },
  {
    name: 'email',
    label: 'Email',
    required: true,
    type: 'email',
    autoComplete: 'email',
  },
  { name: 'website', label: 'Website', type: 'url', autoComplete: 'url' },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', required: true, autoComplete: 'country-name' },
  { name: 'birthYear', label: 'Year of birth', inputMode: 'numeric', hint: 'Optional, like 1984.' },
  { name: 'birthPlace', label: 'Place of birth', hint: 'Optional, like Porto.' },
];

/** Authority records (optional), behind the 'Identifiers' disclosure: linked from the public profile and named in its structured data. */
const identifierFields: TextFieldSpec[] = [
  { name: 'wikidata', label: 'Wikidata ID', hint: 'Optional, like Q42.' },
  { name: 'ulan', label: 'ULAN ID (Getty)', hint: 'Optional, like 500012345.' },
  { name: 'isni', label: 'ISNI', hint: 'Optional, 16 digits (the last may be X).' },
  { name: 'orcid', label: 'ORCID iD', hint: 'Optional, like 0000-0002-1825-0097.' },
];

interface BasicInfoFormProps {
  profile: ArtistProfile | null;
  user: CurrentUser;
  /** Called after the first save creates the profile. */
  onCreated: () => void;
}

export function BasicInfoForm({ profile, user, onCreated }: BasicInfoFormProps) {
  const { values, errors, setErrors, set: setValue } = useFormValues<Values>(() => initialValues(profile, user));
  const [saving, setSaving] = useState(false);
  const refreshMyProfile = useRefreshMyProfile();
  const { mutate } = useSWRConfig();

  const set = <K extends Field>(name: K, value: Values[K]) => setValue(name)(value);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm<typeof artistProfileInput, Field>(artistProfileInput, values);
    setErrors(checked.errors);
    if (!checked.ok) {
      const first = [
        ...textFields.map((f) => f.name),
        ...identifierFields.map((f) => f.name),
        'artistStatement' as const,
      ].find((f) => checked.errors[f]);
      if (first) {
        // An identifier to correct: its disclosure opens first, so the field can take the focus.
        if ((AUTHORITY_FIELDS as readonly string[]).includes(first)) {
          const details = document.querySelector<HTMLDetailsElement>('.basic-identifiers');
          if (details) details.open = true;
        }
        document.getElementById(`basic-${first}`)?.focus();
      }
      return;
    }
    setSaving(true);
    try {
      if (profile) await api.artists.update({ params: { id: profile.id }, body: checked.value });
      else await api.artists.create({ body: checked.value });
      await refreshMyProfile();
      notify({ ...(profile ? EditorMessages.updated : EditorMessages.created), intent: 'success' });
      if (!profile) onCreated();
    } catch (error) {
      // A field the server refused (e.g. a rule the client could not check) is shown beside that field.
      const body = isApiError(error)
        ? (error.body as { field?: string; message?: string } | undefined)
        : undefined;
      if (body?.field && body.message) setErrors({ [body.field]: body.message });
      notify({ title: 'Error', description: EditorMessages.saveFailed, intent: 'danger' });
    } finally {
      setSaving(false);
    }
  }

  const statementLength = values.artistStatement.trim().length;
  const describedBy = (name: Field, hint?: string) =>
    [errors[name] ? `basic-${name}-error` : '', hint ? `basic-${name}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;
  const identifiersFilled = AUTHORITY_FIELDS.some((f) => values[f].trim() !== '');
  const identifierError = AUTHORITY_FIELDS.some((f) => errors[f]);

  const textInput = (f: TextFieldSpec) => (
    <FormGroup
      key={f.name}
      label={f.required ? `${f.label} *` : f.label}
      labelFor={`basic-${f.name}`}
      intent={errors[f.name] ? 'danger' : 'none'}
      helperText={
        errors[f.name] ? (
          <span id={`basic-${f.name}-error`}>{errors[f.name]}</span>
        ) : f.hint ? (
          <span id={`basic-${f.name}-hint`}>{f.hint}</span>
        ) : undefined
      }
    >
      <InputGroup
        id={`basic-${f.name}`}
        type={f.type ?? 'text'}
        inputMode={f.inputMode}
        autoComplete={f.autoComplete}
        value={values[f.name]}
        onChange={(e) => set(f.name, e.target.value)}
        intent={errors[f.name] ? 'danger' : 'none'}
        aria-invalid={errors[f.name] ? true : undefined}
        aria-required={f.required || undefined}
        aria-describedby={describedBy(f.name, errors[f.name] ? undefined : f.hint)}
      />
    </FormGroup>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Basic information" className="editor-panel">
      <ImageUpload
        label="Profile image"
        value={values.profileImageUrl}
        upload={uploadProfileImage}
        onUploaded={(url) => {
          set('profileImageUrl', url);
          // The upload is the account's picture at once: the header avatar follows.
          void mutate(CURRENT_USER_KEY);
        }}
        disabled={saving}
      />
      <div className="form-grid-2">{textFields.map(textInput)}</div>
      <Checkbox
        id="basic-showEmail"
        className="basic-show-email"
        checked={values.showEmail}
        onChange={(e) => set('showEmail', e.currentTarget.checked)}
        label="Show my email on my public profile"
      />
      <p className="muted basic-show-email-hint">
        {values.showEmail
          ? 'Your page and your CV and portfolio PDFs show this email.'
          : 'Your page and your CV and portfolio PDFs leave your email out; only Oeuvre uses it.'}
      </p>
      {/* Open when the artist already gave one, or when one needs a correction. */}
      <details className="basic-identifiers" open={identifiersFilled || identifierError || undefined}>
        <summary>Identifiers</summary>
        <p className="muted">
          Optional: records that name you in Wikidata, the Getty ULAN, ISNI or ORCID. Linked from your page and named
          in its data for search engines.
        </p>
        <div className="form-grid-2">{identifierFields.map(textInput)}</div>
      </details>
      <FormGroup
        label="Artist statement *"
        labelFor="basic-artistStatement"
        intent={errors.artistStatement ? 'danger' : 'none'}
        helperText={
          errors.artistStatement ? (
            <span id="basic-artistStatement-error">{errors.artistStatement}</span>
          ) : (
            <span id="basic-artistStatement-hint">
              At least {STATEMENT_MIN_LENGTH} characters. Leave a blank line between paragraphs. (
              {statementLength} characters)
            </span>
          )
        }
      >
        <TextArea
          id="basic-artistStatement"
          value={values.artistStatement}
          onChange={(e) => set('artistStatement', e.target.value)}
          fill
          rows={8}
          intent={errors.artistStatement ? 'danger' : 'none'}
          aria-invalid={errors.artistStatement ? true : undefined}
          aria-required
          aria-describedby={
            errors.artistStatement ? 'basic-artistStatement-error' : 'basic-artistStatement-hint'
          }
        />
      </FormGroup>
      <DisciplinePicker
        value={values.disciplines}
        onChange={(d) => set('disciplines', d)}
        error={errors.disciplines}
      />
      <Button
        type="submit"
        intent="primary"
        size="large"
        text={profile ? 'Save changes' : 'Create profile'}
        loading={saving}
      />
    </form>
  );
}
