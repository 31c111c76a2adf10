import './ui.css';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './classes';
import { Icon } from './Icon';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** An icon inside the field, before the text (e.g. 'search'). */
  leftIcon?: string;
  /** Something inside the field, after the text (a clear button). */
  rightElement?: ReactNode;
  /** Takes the whole width of its container. */
  fill?: boolean;
  size?: 'medium' | 'large';
  /** The class of the field's frame (the input itself takes `className`). */
  groupClassName?: string;
}

/** A text field (or a search field with `type="search"` and `leftIcon="search"`). It needs a label or an `aria-label`. */
export function TextInput({ leftIcon, rightElement, fill, size = 'medium', className, groupClassName, type = 'text', ...rest }: TextInputProps) {
  return (
    <span
      className={cx(
        'ui-input-group',
        leftIcon && 'ui-input-group-left-icon',
        rightElement ? 'ui-input-group-right-element' : undefined,
        fill && 'ui-input-group-fill',
        size === 'large' && 'ui-input-group-large',
        groupClassName,
      )}
    >
      {leftIcon ? <Icon icon={leftIcon} className="ui-input-icon" /> : null}
      <input type={type} className={cx('ui-input', className)} {...rest} />
      {rightElement ? <span className="ui-input-right">{rightElement}</span> : null}
    </span>
  );
}
