import { Alert, Button, Tag } from '@blueprintjs/core';
import type { SectionKind } from '@oeuvre/contract';
import { useState } from 'react';
import { api } from '@/lib/api';
import { imageVariant } from '@/lib/images';
import { useRefreshMyProfile } from '@/lib/my-profile';
import { notify } from '@/lib/toaster';
import { blankValues, SECTION_SPECS, valuesOf } from '../section-fields';
import { SectionItemForm } from './SectionItemForm';

interface SectionEditorProps {
  kind: SectionKind;
  artistId: number;
  items: readonly ({ id: number } & Record<string, unknown>)[];
}

type Open = { mode: 'add' } | { mode: 'edit'; id: number } | null;

/** One CV section: its entries, and an inline form to add or change one; while a form is open the other buttons wait. */
export function SectionEditor({ kind, artistId, items }: SectionEditorProps) {
  const spec = SECTION_SPECS[kind];
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  /** The entry whose Delete was pressed: every delete asks once before anything is removed. */
  const [confirming, setConfirming] = useState<{ id: number; name: string } | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const locked = open !== null || deleting !== null || toggling !== null;
  const refreshMyProfile = useRefreshMyProfile();

  async function save(form: Record<string, unknown>): Promise<boolean> {
    // The form never sets visibility (the schema's default would make an edited private entry public): the toggle does.
    const { visibility: _visibility, ...values } = form;
    try {
      if (open?.mode === 'edit') await api.sections.update(kind, artistId, open.id, values as never);
      else await api.sections.add(kind, artistId, values as never);
      await refreshMyProfile();
      setOpen(null);
      return true;
    } catch {
      notify({ title: 'Error', description: spec.saveFailed, intent: 'danger' });
      return false;
    }
  }

  async function remove(id: number) {
    setDeleting(id);
    try {
      await api.sections.remove(kind, artistId, id);
      await refreshMyProfile();
    } catch {
      notify({ title: 'Error', description: spec.deleteFailed, intent: 'danger' });
    } finally {
      setDeleting(null);
    }
  }

  /** One click: a private entry leaves the public page at once; a public one goes back through review. */
  async function setVisibility(id: number, visibility: 'public' | 'private') {
    setToggling(id);
    try {
      await api.sections.update(kind, artistId, id, { visibility } as never);
      await refreshMyProfile();
    } catch {
      notify({ title: 'Error', description: spec.saveFailed, intent: 'danger' });
    } finally {
      setToggling(null);
    }
  }

  const form = (mode: 'add' | 'edit', initial: Record<string, string>) => (
    <SectionItemForm
      kind={kind}
      spec={spec}
      artistId={artistId}
      initial={initial}
      mode={mode}
      onSave={save}
      onCancel={() => setOpen(null)}
    />
  );

  return (
    <div className="section-editor">
      {items.length === 0 && open?.mode !== 'add' ? (
        <p className="muted section-empty">{spec.empty}</p>
      ) : null}
      {items.length > 0 ? (
        <ul className="section-items">
          {items.map((item) => {
            const { primary, secondary, image } = spec.summary(item);
            const isPrivate = item.visibility === 'private';
            if (open?.mode === 'edit' && open.id === item.id)
              return <li key={item.id}>{form('edit', valuesOf(spec, item))}</li>;
            return (
              <li key={item.id} className="section-item">
                {image ? (
                  <img
                    className="section-item-thumb"
                    src={imageVariant(image, 'small') ?? image}
                    alt=""
                    loading="lazy"
                  />
                ) : null}
                <div className="section-item-text">
                  <span className="section-item-title">
                    <strong>{primary}</strong>
                    {isPrivate ? (
                      <Tag
                        minimal
                        icon="eye-off"
                        title="Only you see this entry: it is not on your public page"
                      >
                        Private
                      </Tag>
                    ) : null}
                  </span>
                  {secondary ? <span className="muted">{secondary}</span> : null}
                </div>
                <div className="section-item-actions">
                  <Button
                    icon={isPrivate ? 'eye-open' : 'eye-off'}
                    variant="minimal"
                    text={isPrivate ? 'Make public' : 'Make private'}
                    aria-label={`${isPrivate ? 'Make public' : 'Make private'}: ${primary}`}
                    disabled={locked}
                    loading={toggling === item.id}
                    onClick={() => void setVisibility(item.id, isPrivate ? 'public' : 'private')}
                  />
                  <Button
                    icon="edit"
                    variant="minimal"
                    text="Edit"
                    aria-label={`Edit ${primary}`}
                    disabled={locked}
                    onClick={() => setOpen({ mode: 'edit', id: item.id })}
                  />
                  <Button
                    icon="trash"
                    variant="minimal"
                    intent="danger"
                    text="Delete"
                    aria-label={`Delete ${primary}`}
                    disabled={locked}
                    loading={deleting === item.id}
                    onClick={() => setConfirming({ id: item.id, name: primary })}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open?.mode === 'add' ? form('add', blankValues(spec)) : null}
      <Alert
        isOpen={confirming !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const entry = confirming;
          setConfirming(null);
          if (entry) void remove(entry.id);
        }}
      >
        <p>Delete “{confirming?.name}” from your CV? This cannot be undone.</p>
      </Alert>
      <Button
        icon="plus"
        text={`Add ${spec.noun}`}
        disabled={locked}
        onClick={() => setOpen({ mode: 'add' })}
      />
    </div>
  );
}
