import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

/** A link inside the admin area that looks like a Blueprint button. */
export function ButtonLink({ to, icon, text, minimal = false }: { to: string; icon?: IconName; text: string; minimal?: boolean }) {
  return (
    <Link to={to} className={`${Classes.BUTTON}${minimal ? ` ${Classes.MINIMAL}` : ''}`}>
      {icon ? <Icon icon={icon} aria-hidden /> : null}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  );
}
