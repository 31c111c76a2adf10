import './ui.css';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './Button';
import { cx } from './classes';

export interface DialogProps {
  isOpen: boolean;
  /** Called on Escape, the close button and a click outside the dialog. */
  onClose: () => void;
  /** The dialog's title, also its accessible name. */
  title?: ReactNode;
  titleTagName?: 'h2' | 'h3';
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: the page behind is inert, focus moves in and comes back when it
 * closes, Escape closes it.
 */
export function Dialog({ isOpen, onClose, title, titleTagName: Title = 'h2', className, children }: DialogProps) {
  if (!isOpen) return null;
  return (
    <OpenDialog onClose={onClose} title={title} titleTagName={Title} className={className}>
      {children}
    </OpenDialog>
  );
}

/** The dialog while it is open: shown as a modal when it mounts, focus given back to where it was when it goes. */
function OpenDialog({ onClose, title, titleTagName: Title = 'h2', className, children }: Omit<DialogProps, 'isOpen'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Escape: the browser fires `cancel`; the app closes the dialog through its own state.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    // Escape wherever focus is while the dialog is open (it is modal: nothing else takes the key).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      document.removeEventListener('keydown', onKeyDown);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  // A click on the backdrop lands on the dialog element itself, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog ref={ref} className={cx('ui-dialog', className)} aria-labelledby={title ? titleId : undefined} onClick={onClick}>
      <div className="ui-dialog-header">
        {title ? (
          <Title id={titleId} className="ui-dialog-title">
            {title}
          </Title>
        ) : null}
        <Button variant="minimal" icon="cross" aria-label="Close" className="ui-dialog-close" onClick={onClose} />
      </div>
      {children}
    </dialog>
  );
}
