import { Alert, Button, Tag } from '@blueprintjs/core';
import type { SectionKind } from '@oeuvre/contract';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { api } from '@/lib/api';
import { imageVariant } from '@/lib/images';
import { useRefreshMyProfile } from '@/lib/my-profile';
import { runAction } from '@/lib/run-action';
import { useSectionOrder } from '../hooks/use-section-order';
import { blankValues, SECTION_SPECS, valuesOf, viewSpec } from '../section-fields';
import type { SectionView } from '../section-tabs';
import { SectionItemForm } from './SectionItemForm';

interface SectionEditorProps {
  kind: SectionKind;
  artistId: number;
  items: readonly ({ id: number } & Record<string, unknown>)[];
  /** Show and add only part of the section (residencies among grants). */
  view?: SectionView;
}

type Open = { mode: 'add' } | { mode: 'edit'; id: number } | null;

/** One CV section: its entries, and an inline form to add or change one; while a form is open the other buttons wait. */
export function SectionEditor({ kind, artistId, items: all, view }: SectionEditorProps) {
  const spec = useMemo(
    () => (view ? viewSpec(SECTION_SPECS[kind], view) : SECTION_SPECS[kind]),
    [kind, view],
  );
  const items = view ? all.filter(view.shows) : all;
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  /** The entry whose Delete was pressed: every delete asks once before anything is removed. */
  const [confirming, setConfirming] = useState<{ id: number; name: string } | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const { ordered, move, saving } = useSectionOrder(kind, artistId, items, view ? all : undefined);
  const locked = open !== null || deleting !== null || toggling !== null || saving;
  const refreshMyProfile = useRefreshMyProfile();
  /** What the last move did, for screen readers. */
  const [moveNote, setMoveNote] = useState('');
  /** The Move button to focus again once the list is redrawn in its new order. */
  const refocus = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target || locked || !list.current) return;
    refocus.current = null;
    const buttons = (direction: string) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-move="${target.id}:${direction}"]:not(:disabled)`,
      );
    // At the top or bottom the button just used is disabled: the other direction keeps the focus on the entry.
    (buttons(target.direction) ?? buttons(target.direction === 'up' ? 'down' : 'up'))?.focus();
  });

  async function moveTo(id: number, to: number, name: string, direction?: 'up' | 'down') {
    if (direction) refocus.current = { id, direction };
    if (await move(id, to)) setMoveNote(`${name} moved to position ${to + 1} of ${ordered.length}`);
  }

  function onDrop(event: DragEvent<HTMLLIElement>, to: number) {
    event.preventDefault();
    const id = dragged;
    setDragged(null);
    const entry = ordered.find((item) => item.id === id);
    if (id !== null && entry) void moveTo(id, to, spec.summary(entry).primary);
  }

  async function save(form: Record<string, unknown>): Promise<boolean> {
    // The form never sets visibility (the schema's default would make an edited private entry public): the toggle does.
    const { visibility: _visibility, ...values } = form;
    const done = await runAction(
      async () => {
        if (open?.mode === 'edit') await api.section(kind).update(artistId, open.id, values as never);
        else await api.section(kind).add(artistId, values as never);
        await refreshMyProfile();
      },
      { failure: { title: 'Error', description: spec.saveFailed, fixed: true } },
    );
    if (done.ok) setOpen(null);
    return done.ok;
  }

  async function remove(id: number) {
    setDeleting(id);
    await runAction(
      async () => {
        await api.section(kind).remove(artistId, id);
        await refreshMyProfile();
      },
      { failure: { title: 'Error', description: spec.deleteFailed, fixed: true } },
    );
    setDeleting(null);
  }

  /** One click: a private entry leaves the public page at once; a public one goes back through review. */
  async function setVisibility(id: number, visibility: 'public' | 'private') {
    setToggling(id);
    await runAction(
      async () => {
        await api.section(kind).update(artistId, id, { visibility });
        await refreshMyProfile();
      },
      { failure: { title: 'Error', description: spec.saveFailed, fixed: true } },
    );
    setToggling(null);
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
      {ordered.length > 1 ? (
        <p className="muted section-order-hint">
          Drag entries, or use the arrow buttons, to set their order.{' '}
          {spec.datedOrder
            ? 'Your public page lists them most recent first; entries of the same year follow this order.'
            : 'Your public page shows them in this order.'}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {moveNote}
      </p>
      {ordered.length > 0 ? (
        <ul className="section-items" ref={list}>
          {ordered.map((item, index) => {
            const { primary, secondary, image } = spec.summary(item);
            const isPrivate = item.visibility === 'private';
            if (open?.mode === 'edit' && open.id === item.id)
              return <li key={item.id}>{form('edit', { ...valuesOf(spec, item), ...view?.fixed })}</li>;
            return (
              <li
                key={item.id}
                className={dragged === item.id ? 'section-item section-item-dragged' : 'section-item'}
                draggable={!locked && ordered.length > 1}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', primary);
                  setDragged(item.id);
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={(event) => onDrop(event, index)}
              >
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
                  {ordered.length > 1 ? (
                    <>
                      <Button
                        icon="arrow-up"
                        variant="minimal"
                        aria-label={`Move ${primary} up`}
                        title="Move up"
                        data-move={`${item.id}:up`}
                        disabled={locked || index === 0}
                        onClick={() => void moveTo(item.id, index - 1, primary, 'up')}
                      />
                      <Button
                        icon="arrow-down"
                        variant="minimal"
                        aria-label={`Move ${primary} down`}
                        title="Move down"
                        data-move={`${item.id}:down`}
                        disabled={locked || index === ordered.length - 1}
                        onClick={() => void moveTo(item.id, index + 1, primary, 'down')}
                      />
                    </>
                  ) : null}
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
      {open?.mode === 'add' ? form('add', { ...blankValues(spec), ...view?.fixed }) : null}
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
