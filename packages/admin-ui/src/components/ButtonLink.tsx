import { Classes, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ButtonLinkProps {
  icon?: IconName;
  text: string;
  minimal?: boolean;
  'aria-label'?: string;
}

const classes = (minimal: boolean) => `${Classes.BUTTON}${minimal ? ` ${Classes.MINIMAL}` : ''}`;

function Content({ icon, text }: { icon?: IconName; text: ReactNode }) {
  return (
    <>
      {icon ? <Icon icon={icon} aria-hidden /> : null}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </>
  );
}

/** A link inside the admin area that looks like a Blueprint button (and stays a link for assistive tech). */
export function ButtonLink({ to, icon, text, minimal = false, ...rest }: ButtonLinkProps & { to: string }) {
  return (
    <Link to={to} className={classes(minimal)} aria-label={rest['aria-label']}>
      <Content icon={icon} text={text} />
    </Link>
  );
}

/** A page of the public site, opened in a new tab (the desktop app sends it to the system browser). */
export function ExternalButtonLink({
  href,
  icon,
  text,
  minimal = false,
  ...rest
}: ButtonLinkProps & { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={classes(minimal)}
      aria-label={rest['aria-label']}
    >
      <Content icon={icon} text={text} />
    </a>
  );
}
