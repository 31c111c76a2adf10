import { Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

interface ButtonLook {
  intent?: Intent;
  large?: boolean;
  minimal?: boolean;
  outlined?: boolean;
  icon?: IconName;
  endIcon?: IconName;
  fill?: boolean;
}

function buttonClasses({ intent, large, minimal, outlined, fill }: ButtonLook, className?: string): string {
  return [
    Classes.BUTTON,
    intent && intent !== 'none' ? Classes.intentClass(intent) : '',
    large ? Classes.LARGE : '',
    minimal ? Classes.MINIMAL : '',
    outlined ? Classes.OUTLINED : '',
    fill ? Classes.FILL : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function ButtonContent({ icon, endIcon, children }: { icon?: IconName; endIcon?: IconName; children: ReactNode }) {
  return (
    <>
      {icon ? <Icon icon={icon} /> : null}
      <span className={Classes.BUTTON_TEXT}>{children}</span>
      {endIcon ? <Icon icon={endIcon} /> : null}
    </>
  );
}

/** An in-app link that looks like a Blueprint button: still a link, so it can be opened in a new tab. */
export function ButtonLink({ intent, large, minimal, outlined, icon, endIcon, fill, className, children, ...rest }: ButtonLook & LinkProps) {
  return (
    <Link className={buttonClasses({ intent, large, minimal, outlined, fill }, className)} {...rest}>
      <ButtonContent icon={icon} endIcon={endIcon}>
        {children}
      </ButtonContent>
    </Link>
  );
}

/** A full-page link (sign-in, sign-out) that looks like a button; Blueprint's AnchorButton would announce it as a button. */
export function ButtonAnchor({
  intent,
  large,
  minimal,
  outlined,
  icon,
  endIcon,
  fill,
  className,
  children,
  ...rest
}: ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClasses({ intent, large, minimal, outlined, fill }, className)} {...rest}>
      <ButtonContent icon={icon} endIcon={endIcon}>
        {children}
      </ButtonContent>
    </a>
  );
}
