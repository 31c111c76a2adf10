import './ui.css';
import type { HTMLAttributes } from 'react';
import { cx, type Intent, intentClass } from './classes';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  intent?: Intent;
  /** Pill-shaped ends. */
  round?: boolean;
  /** Outlined, no fill. */
  minimal?: boolean;
}

/** A short label: a badge on a card, a discipline, a state. */
export function Tag({ intent, round, minimal, className, ...rest }: TagProps) {
  return <span className={cx('ui-tag', intentClass(intent), round && 'ui-tag-round', minimal && 'ui-tag-minimal', className)} {...rest} />;
}
