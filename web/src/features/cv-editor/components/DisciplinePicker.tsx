import { Checkbox } from '@blueprintjs/core';
import { DISCIPLINE_LABELS, DISCIPLINES, type Discipline, MAX_DISCIPLINES } from '@oeuvre/contract';

interface DisciplinePickerProps {
  value: Discipline[];
  onChange: (value: Discipline[]) => void;
  error?: string;
}

/** Up to five disciplines; the first one chosen is the label on the directory card. */
export function DisciplinePicker({ value, onChange, error }: DisciplinePickerProps) {
  const full = value.length >= MAX_DISCIPLINES;
  const toggle = (d: Discipline) => onChange(value.includes(d) ? value.filter((x) => x !== d) : [...value, d]);
  return (
    <fieldset className="discipline-picker" aria-describedby="disciplines-hint">
      <legend className="bp6-label">Disciplines</legend>
      <p id="disciplines-hint" className="muted">
        Choose up to {MAX_DISCIPLINES}. The first one you choose is shown on your directory card.
      </p>
      <div className="discipline-options">
        {DISCIPLINES.map((d) => (
          <Checkbox
            key={d}
            label={DISCIPLINE_LABELS[d]}
            checked={value.includes(d)}
            disabled={full && !value.includes(d)}
            onChange={() => toggle(d)}
          />
        ))}
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
