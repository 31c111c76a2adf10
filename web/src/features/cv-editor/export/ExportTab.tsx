import { Button, Callout, Spinner } from '@blueprintjs/core';
import { DEFAULT_CV_OPTIONS, type ArtistProfile } from '@oeuvre/contract';
import { buildCvDocument, sourceEntries } from '@oeuvre/cv-document';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/toaster';
import { CvPreview } from './CvPreview';
import { useCvSelections, useSelectionCalls, type CvSelection } from './cv-selections';
import { DocumentOptions } from './DocumentOptions';
import { Downloads } from './Downloads';
import { SectionChooser } from './SectionChooser';
import { SelectionBar, type NameFormMode } from './SelectionBar';
import {
  defaultDraft,
  draftOf,
  moveSection,
  optionsOf,
  sameOptions,
  updateSection,
  type ExportDraft,
} from './selection-draft';
import { WorksChooser } from './WorksChooser';
import './export.css';

const SAVE_FAILED = 'The selection could not be saved. Please try again.';

/**
 * The Export tab: the artist's saved selections, the choices of one (sections, entries, order, options, works), a live
 * preview drawn like the PDF, and the downloads. Edits stay in the tab until saved; the downloads follow what is saved.
 */
export function ExportTab({ profile }: { profile: ArtistProfile }) {
  const { selections, error, isLoading } = useCvSelections();
  if (isLoading) return <Spinner aria-label="Loading your selections" />;
  return (
    <>
      {/* Without the saved selections the whole CV can still be previewed and downloaded. */}
      {error ? (
        <Callout intent="warning" className="export-load-error">
          Your saved selections could not be loaded. Please try again later.
        </Callout>
      ) : null}
      <ExportWorkspace profile={profile} selections={selections} />
    </>
  );
}

function ExportWorkspace({ profile, selections }: { profile: ArtistProfile; selections: CvSelection[] }) {
  const calls = useSelectionCalls();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<ExportDraft>(defaultDraft);
  const [nameForm, setNameForm] = useState<NameFormMode | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const selected = selections.find((s) => s.id === selectedId) ?? null;
  const entries = useMemo(() => sourceEntries(profile), [profile]);
  const options = useMemo(() => optionsOf(draft, profile, entries), [draft, profile, entries]);
  const saved = useMemo(
    () => optionsOf(draftOf(selected ?? DEFAULT_CV_OPTIONS), profile, entries),
    [selected, profile, entries],
  );
  const dirty = !sameOptions(options, saved);
  const cv = useMemo(() => buildCvDocument(profile, options), [profile, options]);

  const edit = (next: ExportDraft) => {
    setDraft(next);
    setSaveError(null);
  };

  function choose(id: number | null) {
    const next = selections.find((s) => s.id === id) ?? null;
    setSelectedId(next?.id ?? null);
    setDraft(draftOf(next ?? DEFAULT_CV_OPTIONS));
    setNameForm(null);
    setSaveError(null);
  }

  async function name(mode: NameFormMode, value: string): Promise<string | null> {
    try {
      if (mode === 'create') {
        const created = await calls.create({ name: value, ...options });
        setSelectedId(created.id);
        setDraft(draftOf(created));
        notify({ title: 'Selection created', description: `“${created.name}” is saved.`, intent: 'success' });
      } else if (selected) {
        await calls.update(selected.id, { name: value });
      }
      setNameForm(null);
      setSaveError(null);
      return null;
    } catch (err) {
      return errorMessage(err, SAVE_FAILED);
    }
  }

  async function save() {
    if (!selected) return;
    setBusy(true);
    try {
      const updated = await calls.update(selected.id, options);
      setDraft(draftOf(updated));
      setSaveError(null);
      notify({ title: 'Selection saved', description: `“${updated.name}” is saved.`, intent: 'success' });
    } catch (err) {
      setSaveError(errorMessage(err, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!selected) return;
    setBusy(true);
    try {
      await calls.remove(selected.id);
      choose(null);
    } catch (err) {
      notify({
        title: 'Error',
        description: errorMessage(err, 'The selection could not be deleted. Please try again.'),
        intent: 'danger',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="export-tab">
      <div className="export-controls">
        <SelectionBar
          selections={selections}
          selected={selected}
          onChoose={choose}
          onName={name}
          onDelete={remove}
          nameForm={nameForm}
          onNameForm={setNameForm}
          busy={busy}
        />
        <div className="export-group">
          <h2 className="export-group-title">Download</h2>
          <Downloads slug={profile.slug} selectionId={selected?.id ?? null} disabled={dirty} />
          {dirty ? (
            <p className="export-dirty" role="status">
              {selected
                ? 'You have unsaved changes: save the selection to download it.'
                : 'Save these choices as a selection to download them, or discard them to download the whole CV.'}
            </p>
          ) : null}
        </div>
        {saveError ? (
          <Callout intent="danger" role="alert" title="Not saved">
            {saveError}
          </Callout>
        ) : null}
        <SectionChooser
          sections={draft.sections}
          entries={entries}
          onChange={(section, change) => edit(updateSection(draft, section, change))}
          onMove={(from, to) => edit(moveSection(draft, from, to))}
        />
        <DocumentOptions value={draft} onChange={(change) => edit({ ...draft, ...change })} />
        <WorksChooser
          works={profile.works}
          chosen={draft.works}
          onChange={(works) => edit({ ...draft, works })}
        />
        <SaveBar
          selected={selected}
          dirty={dirty}
          busy={busy}
          onSave={() => void save()}
          onSaveAs={() => setNameForm('create')}
          onDiscard={() => choose(selected?.id ?? null)}
        />
      </div>
      <CvPreview document={cv} label="Preview of the CV" />
    </div>
  );
}

interface SaveBarProps {
  selected: CvSelection | null;
  dirty: boolean;
  busy: boolean;
  onSave: () => void;
  onSaveAs: () => void;
  onDiscard: () => void;
}

function SaveBar({ selected, dirty, busy, onSave, onSaveAs, onDiscard }: SaveBarProps) {
  if (!dirty) return null;
  return (
    <div className="export-downloads export-save-bar">
      {selected ? (
        <Button intent="primary" icon="floppy-disk" text="Save selection" loading={busy} onClick={onSave} />
      ) : (
        <Button intent="primary" icon="floppy-disk" text="Save as a new selection" onClick={onSaveAs} />
      )}
      <Button text="Discard changes" variant="minimal" disabled={busy} onClick={onDiscard} />
    </div>
  );
}
