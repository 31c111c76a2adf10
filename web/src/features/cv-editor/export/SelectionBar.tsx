import { Alert, Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CV_SELECTION_NAME_MAX } from '@oeuvre/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CvSelection } from './cv-selections';

export type NameFormMode = 'create' | 'rename';

interface SelectionBarProps {
  selections: CvSelection[];
  selected: CvSelection | null;
  onChoose: (id: number | null) => void;
  /** Creates or renames; resolves to an error message to show, or null when done. */
  onName: (mode: NameFormMode, name: string) => Promise<string | null>;
  onDelete: () => Promise<void>;
  nameForm: NameFormMode | null;
  onNameForm: (mode: NameFormMode | null) => void;
  busy: boolean;
}

const WHOLE_CV = 'whole';

/** The saved selections: choose one (or the whole CV), create one with a name, rename it, delete it. */
export function SelectionBar({
  selections,
  selected,
  onChoose,
  onName,
  onDelete,
  nameForm,
  onNameForm,
  busy,
}: SelectionBarProps) {
  const selectId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <div className="export-group">
      <h2 className="export-group-title">Selection</h2>
      <div className="export-selection-row">
        <FormGroup label="Document" labelFor={selectId}>
          <HTMLSelect
            id={selectId}
            fill
            value={selected ? String(selected.id) : WHOLE_CV}
            disabled={busy}
            onChange={(event) =>
              onChoose(event.currentTarget.value === WHOLE_CV ? null : Number(event.currentTarget.value))
            }
          >
            <option value={WHOLE_CV}>Whole CV (every public entry)</option>
            {selections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Button
          icon="plus"
          text="New selection"
          disabled={busy || nameForm !== null}
          onClick={() => onNameForm('create')}
        />
        {selected ? (
          <>
            <Button
              icon="edit"
              text="Rename"
              disabled={busy || nameForm !== null}
              onClick={() => onNameForm('rename')}
            />
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              text="Delete"
              disabled={busy}
              onClick={() => setConfirmDelete(true)}
            />
          </>
        ) : null}
      </div>
      {nameForm ? (
        <NameForm
          key={nameForm}
          mode={nameForm}
          initial={nameForm === 'rename' ? (selected?.name ?? '') : ''}
          onSubmit={(name) => onName(nameForm, name)}
          onCancel={() => onNameForm(null)}
        />
      ) : null}
      <Alert
        isOpen={confirmDelete && selected !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        loading={busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void onDelete().finally(() => setConfirmDelete(false))}
      >
        <p>Delete the selection “{selected?.name}”? Your CV itself stays as it is.</p>
      </Alert>
    </div>
  );
}

function NameForm({
  mode,
  initial,
  onSubmit,
  onCancel,
}: {
  mode: NameFormMode;
  initial: string;
  onSubmit: (name: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const message = await onSubmit(name.trim());
    setSaving(false);
    setError(message);
    if (message) input.current?.focus();
  }

  return (
    <form className="export-name-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormGroup
        label={mode === 'create' ? 'Name of the new selection' : 'New name'}
        labelFor={inputId}
        intent={error ? 'danger' : 'none'}
        helperText={error ? <span id={errorId}>{error}</span> : 'For example: Residency applications'}
      >
        <InputGroup
          id={inputId}
          inputRef={input}
          value={name}
          maxLength={CV_SELECTION_NAME_MAX}
          intent={error ? 'danger' : 'none'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        text={mode === 'create' ? 'Create' : 'Rename'}
        loading={saving}
      />
      <Button text="Cancel" variant="minimal" onClick={onCancel} />
    </form>
  );
}
