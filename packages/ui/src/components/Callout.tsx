import './ui.css';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx, type Intent, intentClass } from './classes';
import { Icon } from './Icon';

const intentIcons: Record<Intent, string | undefined> = {
  none: undefined,
  primary: 'info-sign',
  success: 'tick-circle',
  warning: 'warning-sign',
  danger: 'error',
};

export interface CalloutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  intent?: Intent;
  title?: ReactNode;
  /** The icon beside the text; by default the intent's own, `false` for none. */
  icon?: string | false;
  /** The title's heading level (default: a level 3 heading... only when a title is given). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A box of text that stands out from the page: a note, a warning, an error. */
export function Callout({ intent = 'none', title, icon, headingLevel = 3, className, children, ...rest }: CalloutProps) {
  const shown = icon === false ? undefined : (icon ?? intentIcons[intent]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('ui-callout', intentClass(intent), shown && 'ui-callout-has-icon', className)} {...rest}>
      {shown ? <Icon icon={shown} size={16} className="ui-callout-icon" /> : null}
      <div className="ui-callout-body">
        {title ? <Heading className="ui-callout-title">{title}</Heading> : null}
        {children}
      </div>
    </div>
  );
}
