import './ui.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type ButtonLook, buttonClassName, buttonParts, cx, type Intent } from './classes';
import { Icon } from './Icon';

export type { Intent };

export { type ButtonLook, buttonClassName };

/** A button's inside: its icons and its text. */
export function ButtonContent({ icon, endIcon, children }: { icon?: string; endIcon?: string; children?: ReactNode }) {
  const hasText = children !== undefined && children !== null && children !== false && children !== '';
  return (
    <>
      {icon ? <Icon icon={icon} /> : null}
      {hasText ? <span className="ui-button-text">{children}</span> : null}
      {endIcon ? <Icon icon={endIcon} /> : null}
    </>
  );
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children?: ReactNode;
  /** The label, when no children are given. */
  text?: ReactNode;
  /** Busy: the button is disabled and says so. */
  loading?: boolean;
}

/** A native button. A button with only an icon needs an `aria-label`. */
export function Button({ text, loading = false, children, type = 'button', disabled, ...props }: ButtonProps) {
  const label = children ?? text;
  const { className, icon, endIcon, element } = buttonParts({
    ...props,
    className: cx(!label && 'ui-button-icon-only', props.className),
  });
  return (
    <button
      type={type}
      className={className}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...element}
    >
      <ButtonContent icon={icon} endIcon={endIcon}>
        {label}
      </ButtonContent>
    </button>
  );
}
