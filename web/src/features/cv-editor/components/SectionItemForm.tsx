import { Button, Callout, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useVenueSuggestions } from './venue-suggestions';
import { SECTIONS, type SectionKind, VALIDATION_ERROR_TITLE } from '@oeuvre/contract';
import { type FormEvent, useId, useState } from 'react';
import { type FieldErrors, validateForm } from '@oeuvre/ui/lib/form-validation';
import { useFormValues } from '@oeuvre/ui/lib/use-form-values';
import { notify } from '@/lib/toaster';
import { workImageUploader } from '../api/image-uploads';
import type { SectionSpec } from '../section-fields';
import { ImageUpload } from './ImageUpload';

interface SectionItemFormProps {
  kind: SectionKind;
  spec: SectionSpec;
  artistId: number;
  initial: Record<string, string>;
  mode: 'add' | 'edit';
  onSave: (values: Record<string, unknown>) => Promise<boolean>;
  onCancel: () => void;
}

/** Messages several fields share (the spec words some sections' rules as one sentence) are shown once, above the fields. */
function splitErrors(errors: FieldErrors) {
  const counts = new Map<string, number>();
  for (const message of Object.values(errors)) if (message) counts.set(message, (counts.get(message) ?? 0) + 1);
  const shared = [...counts].filter(([, n]) => n > 1).map(([m]) => m);
  if (errors._form) shared.push(errors._form);
  return { shared, own: (field: string) => (errors[field] && !shared.includes(errors[field]!) ? errors[field] : undefined) };
}

export function SectionItemForm({ kind, spec, artistId, initial, mode, onSave, onCancel }: SectionItemFormProps) {
  const { values, errors, setErrors, set: setValue } = useFormValues(initial);
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const { shared, own } = splitErrors(errors);

  const set = (name: string, value: string) => setValue(name)(value);
  const venue = useVenueSuggestions(kind, `${formId}-venues`, values, set);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(SECTIONS[kind].input, values);
    setErrors(checked.errors);
    if (!checked.ok) {
      if (kind === 'socialMedia') {
        notify({ title: VALIDATION_ERROR_TITLE, description: Object.values(checked.errors)[0] ?? '', intent: 'danger' });
      }
      const first = spec.fields.find((f) => checked.errors[f.name]);
      if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    setSaving(true);
    const saved = await onSave(checked.value as Record<string, unknown>);
    setSaving(false);
    if (!saved) return;
  }

  const title = `${mode === 'add' ? 'Add' : 'Edit'} ${spec.noun}`;
  return (
    <form className="section-form" onSubmit={onSubmit} noValidate aria-label={title}>
      <h2 className="section-form-title">{title}</h2>
      {shared.length ? (
        <Callout intent="danger" role="alert" className="section-form-errors">
          {shared.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </Callout>
      ) : null}
      {venue.datalist}
      <div className="form-grid-2">
        {spec.fields.map((field) => {
          const id = `${formId}-${field.name}`;
          const message = own(field.name);
          const invalid = Boolean(errors[field.name]);
          const aria = {
            'aria-invalid': invalid || undefined,
            'aria-describedby': message ? `${id}-error` : undefined,
            'aria-required': field.required || undefined,
          };
          const label = field.required ? `${field.label} *` : field.label;
          if (field.kind === 'image') {
            return (
              <div key={field.name} className="form-wide">
                <ImageUpload
                  label={field.label}
                  required={field.required}
                  value={values[field.name] || null}
                  upload={workImageUploader(artistId)}
                  onUploaded={(url) => set(field.name, url)}
                  invalid={invalid}
                />
                {message ? (
                  <p id={`${id}-error`} className="field-error">
                    {message}
                  </p>
                ) : null}
              </div>
            );
          }
          return (
            <FormGroup
              key={field.name}
              label={label}
              labelFor={id}
              className={field.wide || field.kind === 'textarea' ? 'form-wide' : undefined}
              intent={invalid ? 'danger' : 'none'}
              helperText={message ? <span id={`${id}-error`}>{message}</span> : undefined}
            >
              {field.kind === 'select' ? (
                <HTMLSelect id={id} value={values[field.name]} onChange={(e) => set(field.name, e.target.value)} fill {...aria}>
                  {field.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </HTMLSelect>
              ) : field.kind === 'textarea' ? (
                <TextArea id={id} value={values[field.name]} onChange={(e) => set(field.name, e.target.value)} fill rows={3} intent={invalid ? 'danger' : 'none'} {...aria} />
              ) : (
                <InputGroup
                  id={id}
                  type={field.kind === 'url' ? 'url' : 'text'}
                  value={values[field.name]}
                  placeholder={field.placeholder}
                  onChange={(e) => {
                    if (field.name !== venue.field || !venue.onValue(e.target.value)) set(field.name, e.target.value);
                  }}
                  intent={invalid ? 'danger' : 'none'}
                  {...aria}
                  {...(field.name === venue.field ? venue.inputProps : {})}
                />
              )}
            </FormGroup>
          );
        })}
      </div>
      <div className="button-row">
        <Button type="submit" intent="primary" text={mode === 'add' ? 'Add' : 'Save changes'} loading={saving} />
        <Button text="Cancel" variant="minimal" onClick={onCancel} disabled={saving} />
      </div>
    </form>
  );
}
