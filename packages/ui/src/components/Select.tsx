import './ui.css';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from './classes';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** No fill until hovered (for a header's controls). */
  minimal?: boolean;
  /** Takes the whole width of its container. */
  fill?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with the product's look and a drawn caret; the keyboard and screen readers get the browser's own. */
export function Select({ minimal, fill, className, ...rest }: SelectProps) {
  return (
    <span className={cx('ui-select', minimal && 'ui-select-minimal', fill && 'ui-select-fill', className)}>
      <select {...rest} />
      <svg className="ui-select-caret" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M12 6.5c0-.28-.22-.5-.5-.5h-7a.495.495 0 00-.37.83l3.5 4c.09.1.22.17.37.17s.28-.07.37-.17l3.5-4c.08-.09.13-.2.13-.33z" fill="currentColor" />
      </svg>
    </span>
  );
}
