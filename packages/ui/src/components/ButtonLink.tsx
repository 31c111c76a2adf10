import './ui.css';
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { ButtonContent } from './Button';
import { type ButtonLook, buttonParts } from './classes';

type ButtonLinkProps<C extends ElementType> = ButtonLook & {
  /** The link element: a plain `a` (default) or a router's link component. */
  as?: C;
  children?: ReactNode;
  className?: string;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'children' | 'className'>;

/**
 * A link drawn as a button. It stays a link (announced as one, opens in a new tab), so it is for going somewhere;
 * for doing something use Button.
 */
export function ButtonLink<C extends ElementType = 'a'>({ as, children, ...props }: ButtonLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  const { className, icon, endIcon, element } = buttonParts(props);
  return (
    <Component className={className} {...element}>
      <ButtonContent icon={icon} endIcon={endIcon}>
        {children}
      </ButtonContent>
    </Component>
  );
}
