import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { memo } from 'react';
import { PERSON_FIELDS, type PersonField, useReview } from '../review-store';

/**
 * The person the CV is about, to confirm before it fills the profile: an empty field is filled, a filled one only
 * when the artist ticks Replace. For a newcomer the details create the profile, so the name is required.
 */
export function PersonDetails({ nameError }: { nameError?: string }) {
  const read = useReview((s) => s.person.read);
  const birth = useReview((s) => [s.person.birth.year, s.person.birth.place].filter(Boolean).join(', '));
  const use = useReview((s) => s.person.use);
  const newcomer = useReview((s) => s.newcomer);
  const usePerson = useReview((s) => s.usePerson);
  if (!newcomer && PERSON_FIELDS.every((n) => read[n] === '')) return null;

  return (
    <section className="import-person" aria-labelledby="import-person-title">
      <div className="import-section-head">
        {newcomer ? null : (
          <Checkbox
            className="import-section-tick"
            checked={use}
            onChange={(e) => usePerson(e.currentTarget.checked)}
            aria-label={M.person.use}
          />
        )}
        <h2 id="import-person-title" className="import-section-title">
          {M.person.title}
        </h2>
      </div>
      <p className="muted">{newcomer ? M.person.newcomerIntro : M.person.intro}</p>
      {birth ? <p className="muted">{M.person.born(birth)}</p> : null}
      <div className="form-grid-2">
        {PERSON_FIELDS.map((name) => (
          <PersonRow key={name} name={name} error={name === 'fullName' ? nameError : undefined} />
        ))}
      </div>
    </section>
  );
}

const PersonRow = memo(function PersonRow({ name, error }: { name: PersonField; error?: string }) {
  const value = useReview((s) => s.person.values[name]);
  const current = useReview((s) => s.person.current[name]);
  const replace = useReview((s) => Boolean(s.person.replace[name]));
  const use = useReview((s) => s.person.use);
  const newcomer = useReview((s) => s.newcomer);
  const setPerson = useReview((s) => s.setPerson);
  const replacePerson = useReview((s) => s.replacePerson);
  const id = `import-person-${name}`;
  const label = M.person.labels[name];
  const required = newcomer && name === 'fullName';
  const filled = !newcomer && current !== '';
  const replaceable = filled && value.trim() !== '' && value.trim() !== current;
  return (
    <FormGroup
      label={required ? `${label} *` : label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={`${id}-error`}>{error}</span> : filled ? M.person.current(current) : undefined}
    >
      <InputGroup
        id={id}
        type={name === 'website' ? 'url' : name === 'email' ? 'email' : 'text'}
        value={value}
        disabled={!use}
        onChange={(e) => setPerson(name, e.target.value)}
        intent={error ? 'danger' : 'none'}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {replaceable ? (
        <Checkbox
          checked={replace}
          disabled={!use}
          onChange={(e) => replacePerson(name, e.currentTarget.checked)}
          label={M.person.replace(label.toLowerCase())}
        />
      ) : null}
    </FormGroup>
  );
});
