import { AnchorButton, type IconName } from '@blueprintjs/core';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface ButtonLinkProps {
  icon?: IconName;
  text: string;
  minimal?: boolean;
  'aria-label'?: string;
}

// Blueprint's AnchorButton draws the admin area's button look; it announces itself as a button, and these go
// somewhere, so they are announced as the links they are (and open in a new tab like one).
const look = ({ icon, text, minimal = false, 'aria-label': label }: ButtonLinkProps) =>
  ({ icon, text, variant: minimal ? 'minimal' : undefined, 'aria-label': label, role: 'link' }) as const;

/** A link inside the admin area drawn as a Blueprint button, followed by the router. */
export function ButtonLink({ to, ...props }: ButtonLinkProps & { to: string }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLElement>(to);
  return <AnchorButton {...look(props)} href={href} onClick={follow} />;
}

/** A page of the public site, opened in a new tab (the desktop app sends it to the system browser). */
export function ExternalButtonLink({ href, ...props }: ButtonLinkProps & { href: string }) {
  return <AnchorButton {...look(props)} href={href} target="_blank" rel="noopener noreferrer" />;
}
