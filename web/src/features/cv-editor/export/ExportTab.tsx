import { Button, Callout, Spinner } from '@blueprintjs/core';
import { DEFAULT_CV_OPTIONS, type ArtistProfile } from '@oeuvre/contract';
import { buildCvDocument, draftCvSource, sourceEntries } from '@oeuvre/cv-document';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from '@/lib/blocker';
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
/** How long the choices rest before a saved selection takes them. */
export const AUTOSAVE_DELAY_MS = 600;
/** Asked before leaving choices of the whole CV that were never saved as a selection. */
export const LEAVE_UNSAVED =
  'Your choices for the whole CV are not saved as a selection. Leave the Export tab and lose them?';

/**
 * The Export tab: the artist's saved selections, the choices of one (sections, entries, order, options, works), a live
 * preview drawn like the PDF, and the downloads. A saved selection takes every change as the artist goes (a short rest,
 * then saved; leaving the tab saves what waits; a download saves first, so it is what the preview shows). Choices for
 * the whole CV wait to be saved as a new selection, and leaving them asks first.
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
  /** The autosave's state: a save on its way, or the last one done. */
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved'>('idle');
  /** Phones: the preview, full width above the choices, opens on demand (a desktop shows it beside them). */
  const [previewOpen, setPreviewOpen] = useState(false);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const selected = selections.find((s) => s.id === selectedId) ?? null;
  const source = useMemo(() => draftCvSource(profile), [profile]);
  const entries = useMemo(() => sourceEntries(source), [source]);
  const options = useMemo(() => optionsOf(draft, profile, entries), [draft, profile, entries]);
  const saved = useMemo(
    () => optionsOf(draftOf(selected ?? DEFAULT_CV_OPTIONS), profile, entries),
    [selected, profile, entries],
  );
  const dirty = !sameOptions(options, saved);
  const cv = useMemo(() => buildCvDocument(source, options), [source, options]);
  /** What the save reads when it runs (a timer's or an unmount's closure would hold an older draft). */
  const latest = useRef({ selected, options, dirty });
  latest.current = { selected, options, dirty };

  const edit = (next: ExportDraft) => {
    setDraft(next);
    setSaveError(null);
  };

  /** Saves the selection's waiting changes now; true when nothing is left unsaved. */
  const callsRef = useRef(calls);
  callsRef.current = calls;
  const saveNow = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const { selected: target, options: choices, dirty: waiting } = latest.current;
    if (!target || !waiting) return true;
    setSaveState('saving');
    const attempt = callsRef.current
      .update(target.id, choices)
      .then(() => {
        setSaveState('saved');
        setSaveError(null);
        return true;
      })
      .catch((err: unknown) => {
        setSaveState('idle');
        setSaveError(errorMessage(err, SAVE_FAILED));
        return false;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = attempt;
    return attempt;
  }, []);

  // A saved selection takes the changes once the artist pauses (after a refusal, only a new change or 'Try again').
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    if (!selected || !dirty || saveError) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [optionsKey, selected, dirty, saveError, saveNow]);

  // Leaving the tab (or the page in the app) saves what waits; the save finishes on its own.
  useEffect(
    () => () => {
      if (latest.current.selected && latest.current.dirty) void saveNow();
    },
    [saveNow],
  );

  // Choices of the whole CV have nowhere to be saved but a new selection: leaving them asks first.
  const unsavedWhole = !selected && dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedWhole &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_UNSAVED)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!unsavedWhole && !(selected && dirty)) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedWhole, selected, dirty]);

  async function choose(id: number | null) {
    // The selection being left keeps its changes; unsaved choices of the whole CV are given up only when confirmed.
    if (selected && dirty && !(await saveNow())) return;
    if (unsavedWhole && !window.confirm(LEAVE_UNSAVED)) return;
    setSaveState('idle');
    const next = selections.find((s) => s.id === id) ?? null;
    setSelectedId(next?.id ?? null);
    setDraft(draftOf(next ?? DEFAULT_CV_OPTIONS));
    setNameForm(null);
    setSaveError(null);
  }

  /** The whole CV as it was: its unsaved choices given up (the artist asked for it). */
  function discard() {
    setDraft(defaultDraft());
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
    <div className={previewOpen ? 'export-tab export-tab-preview-open' : 'export-tab'}>
      <Button
        className="export-preview-toggle"
        icon={previewOpen ? 'eye-off' : 'eye-open'}
        text={previewOpen ? 'Hide preview' : 'Preview'}
        aria-expanded={previewOpen}
        aria-controls="export-preview"
        onClick={() => setPreviewOpen((open) => !open)}
      />
      <div className="export-controls">
        <SelectionBar
          selections={selections}
          selected={selected}
          onChoose={(id) => void choose(id)}
          onName={name}
          onDelete={remove}
          nameForm={nameForm}
          onNameForm={setNameForm}
          busy={busy}
        />
        <div className="export-group">
          <h2 className="export-group-title">Download</h2>
          <Downloads
            slug={profile.slug}
            selectionId={selected?.id ?? null}
            disabled={unsavedWhole}
            beforeDownload={selected && dirty ? saveNow : undefined}
          />
          {unsavedWhole ? (
            <p className="export-dirty" role="status">
              Save these choices as a selection to download them, or discard them to download the whole CV.
            </p>
          ) : selected ? (
            <p className="export-save-state muted" role="status">
              {saveError ? '' : saveState === 'saving' || dirty ? 'Saving…' : saveState === 'saved' ? 'Saved' : ''}
            </p>
          ) : null}
        </div>
        {saveError ? (
          <Callout intent="danger" role="alert" title="Not saved">
            <p>{saveError}</p>
            <Button text="Try again" onClick={() => void saveNow()} />
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
        {unsavedWhole ? (
          <SaveBar onSaveAs={() => setNameForm('create')} onDiscard={() => discard()} />
        ) : null}
      </div>
      <CvPreview id="export-preview" document={cv} label="Preview of the CV" />
    </div>
  );
}

/** Choices of the whole CV: saved as a new selection, or given up. */
function SaveBar({ onSaveAs, onDiscard }: { onSaveAs: () => void; onDiscard: () => void }) {
  return (
    <div className="export-downloads export-save-bar">
      <Button intent="primary" icon="floppy-disk" text="Save as a new selection" onClick={onSaveAs} />
      <Button text="Discard changes" variant="minimal" onClick={onDiscard} />
    </div>
  );
}
