import { FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { editorFieldsOf, type CvImportSection } from '@oeuvre/contract';
import { memo } from 'react';
import { fieldId } from '../review-store';

interface EntryFieldsProps {
  entryId: string;
  section: CvImportSection;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  /** The labels of the view the entry is listed in, by field (a residency's Program and Host). */
  labels?: Record<string, string> | undefined;
}


/** An entry's fields as the editor's form draws them (labels, order, required marks), every one editable in place. */
export const EntryFields = memo(function EntryFields({ entryId, section, values, errors, onChange, labels }: EntryFieldsProps) {
  return (
    <div className="form-grid-2 import-fields">
      {editorFieldsOf(section).map(({ name, required, editor }) => {
        const id = fieldId(entryId, name);
        const message = errors[name];
        const aria = {
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? `${id}-error` : undefined,
          'aria-required': required || undefined,
        };
        const value = values[name] ?? '';
        const label = labels?.[name] ?? editor.label;
        return (
          <FormGroup
            key={name}
            label={required ? `${label} *` : label}
            labelFor={id}
            className={editor.wide || editor.kind === 'textarea' ? 'form-wide' : undefined}
            intent={message ? 'danger' : 'none'}
            helperText={message ? <span id={`${id}-error`}>{message}</span> : undefined}
          >
            {editor.kind === 'select' ? (
              <HTMLSelect id={id} value={value} onChange={(e) => onChange(name, e.target.value)} fill {...aria}>
                {editor.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </HTMLSelect>
            ) : editor.kind === 'textarea' ? (
              <TextArea id={id} value={value} onChange={(e) => onChange(name, e.target.value)} fill rows={2} {...aria} />
            ) : (
              <InputGroup
                id={id}
                type={editor.kind === 'url' ? 'url' : 'text'}
                value={value}
                onChange={(e) => onChange(name, e.target.value)}
                intent={message ? 'danger' : 'none'}
                {...aria}
              />
            )}
          </FormGroup>
        );
      })}
    </div>
  );
});
