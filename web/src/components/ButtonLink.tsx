import type { Intent } from '@oeuvre/ui/components/Button';
import { ButtonLink as UiButtonLink } from '@oeuvre/ui/components/ButtonLink';
import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

interface ButtonLook {
  intent?: Intent;
  large?: boolean;
  minimal?: boolean;
  outlined?: boolean;
  icon?: string;
  endIcon?: string;
  fill?: boolean;
}

function lookOf({ intent, large, minimal, outlined, icon, endIcon, fill }: ButtonLook) {
  return {
    intent,
    size: large ? ('large' as const) : undefined,
    variant: minimal ? ('minimal' as const) : outlined ? ('outlined' as const) : undefined,
    icon,
    endIcon,
    fill,
  };
}

/** An in-app link drawn as a button: still a link, so it can be opened in a new tab. */
export function ButtonLink({ intent, large, minimal, outlined, icon, endIcon, fill, ...rest }: ButtonLook & LinkProps) {
  return <UiButtonLink as={Link} {...lookOf({ intent, large, minimal, outlined, icon, endIcon, fill })} {...rest} />;
}

/** A full-page link (sign-in, sign-out) drawn as a button, announced as the link it is. */
export function ButtonAnchor({
  intent,
  large,
  minimal,
  outlined,
  icon,
  endIcon,
  fill,
  ...rest
}: ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <UiButtonLink {...lookOf({ intent, large, minimal, outlined, icon, endIcon, fill })} {...rest} />;
}
