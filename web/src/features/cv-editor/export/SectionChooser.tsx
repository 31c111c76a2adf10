import { Button, Checkbox, Icon } from '@blueprintjs/core';
import { CV_DOC_SECTION_TITLES, type CvDocSection } from '@oeuvre/contract';
import type { SourceEntry } from '@oeuvre/cv-document';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { PrivateTag } from './PrivateTag';
import { chooseAll, shownKeys, toggleChoice, type SectionChoice } from './selection-draft';

interface SectionChooserProps {
  sections: SectionChoice[];
  entries: Record<CvDocSection, SourceEntry[]>;
  onChange: (section: CvDocSection, change: Partial<Omit<SectionChoice, 'section'>>) => void;
  onMove: (from: number, to: number) => void;
}

const keysOf = (entries: SourceEntry[]) => entries.map((e) => ({ key: e.ref, private: e.private }));

/**
 * The document's sections in order: a checkbox each, drag (or the up and down buttons) to reorder, and the section's
 * entries to check one by one.
 */
export function SectionChooser({ sections, entries, onChange, onMove }: SectionChooserProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [open, setOpen] = useState<Set<CvDocSection>>(new Set());
  const list = useRef<HTMLOListElement>(null);
  // A section moved to the top or the bottom disables the arrow just pressed: keep the focus on its other arrow.
  const [moved, setMoved] = useState<{ section: CvDocSection; up: boolean } | null>(null);
  useEffect(() => {
    if (!moved || !list.current) return;
    const row = list.current.querySelector(`[data-section="${moved.section}"]`);
    const pressed = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.up ? 'up' : 'down'}"]`);
    if (pressed?.disabled)
      row?.querySelector<HTMLButtonElement>(`[data-move="${moved.up ? 'down' : 'up'}"]`)?.focus();
    setMoved(null);
  }, [moved]);
  const move = (section: CvDocSection, from: number, up: boolean) => {
    onMove(from, up ? from - 1 : from + 1);
    setMoved({ section, up });
  };

  const toggleOpen = (section: CvDocSection) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(section)) next.delete(section);
      else next.add(section);
      return next;
    });

  const dragProps = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropTarget(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragging !== null) onMove(dragging, index);
      setDragging(null);
      setDropTarget(null);
    },
  });

  return (
    <fieldset className="export-group">
      <legend>Sections</legend>
      <p className="muted export-dirty">Drag a section, or use its arrows, to change the order.</p>
      <ol className="export-sections" ref={list}>
        {sections.map((choice, index) => {
          const title = CV_DOC_SECTION_TITLES[choice.section];
          const all = entries[choice.section];
          const shown = shownKeys(keysOf(all), choice.entries);
          const expanded = open.has(choice.section);
          const listId = `export-entries-${choice.section}`;
          const count =
            all.length === 0 ? 'none' : `${all.filter((e) => shown.has(e.ref)).length} of ${all.length}`;
          return (
            <li
              key={choice.section}
              className="export-section"
              data-section={choice.section}
              data-dragging={dragging === index}
              data-drop-target={dropTarget === index && dragging !== index}
              {...dragProps(index)}
            >
              <div className="export-section-row">
                <span
                  className="export-drag-handle"
                  draggable
                  title={`Drag to move ${title}`}
                  aria-hidden="true"
                  data-testid={`drag-${choice.section}`}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', choice.section);
                    setDragging(index);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setDropTarget(null);
                  }}
                >
                  <Icon icon="drag-handle-vertical" />
                </span>
                <Checkbox
                  checked={choice.included}
                  label={title}
                  onChange={(event) => onChange(choice.section, { included: event.currentTarget.checked })}
                />
                <Button
                  variant="minimal"
                  size="small"
                  icon="arrow-up"
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  data-move="up"
                  onClick={() => move(choice.section, index, true)}
                />
                <Button
                  variant="minimal"
                  size="small"
                  icon="arrow-down"
                  aria-label={`Move ${title} down`}
                  disabled={index === sections.length - 1}
                  data-move="down"
                  onClick={() => move(choice.section, index, false)}
                />
                <Button
                  variant="minimal"
                  size="small"
                  endIcon={expanded ? 'chevron-up' : 'chevron-down'}
                  aria-expanded={expanded}
                  aria-controls={listId}
                  aria-label={`${title} entries, ${count}`}
                  disabled={all.length === 0}
                  onClick={() => toggleOpen(choice.section)}
                >
                  {count}
                </Button>
              </div>
              {expanded && all.length > 0 ? (
                <ul className="export-entries" id={listId} aria-label={`${title} entries`}>
                  <li>
                    <Checkbox
                      checked={all.every((e) => shown.has(e.ref))}
                      indeterminate={shown.size > 0 && !all.every((e) => shown.has(e.ref))}
                      label="All entries"
                      disabled={!choice.included}
                      onChange={(event) =>
                        onChange(choice.section, {
                          entries: chooseAll(keysOf(all), event.currentTarget.checked),
                        })
                      }
                    />
                  </li>
                  {all.map((entry) => (
                    <li key={entry.ref}>
                      <Checkbox
                        checked={shown.has(entry.ref)}
                        disabled={!choice.included}
                        onChange={() =>
                          onChange(choice.section, {
                            entries: toggleChoice(keysOf(all), choice.entries, entry.ref),
                          })
                        }
                        labelElement={
                          <>
                            {entry.year ? <span className="export-entry-year">{entry.year}</span> : null}
                            {entry.lines[0]}
                            {entry.private ? <PrivateTag /> : null}
                          </>
                        }
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
