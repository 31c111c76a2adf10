/** Joins class names, leaving out empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The colour a control or message takes: the product's action colour, or a state's. */
export type Intent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export function intentClass(intent: Intent | undefined): string | undefined {
  return intent && intent !== 'none' ? `ui-intent-${intent}` : undefined;
}

/** How a button (or a link drawn as one) looks. */
export interface ButtonLook {
  intent?: Intent;
  /** 'solid' (default): filled; 'minimal': no fill until hovered; 'outlined': an edge, no fill. */
  variant?: 'solid' | 'minimal' | 'outlined';
  size?: 'small' | 'medium' | 'large';
  /** Takes the whole width of its container. */
  fill?: boolean;
  /** Drawn as pressed (the current page, a chosen option). */
  active?: boolean;
  icon?: string;
  endIcon?: string;
}

/** The class names of a button with this look (for elements that are not a Button, e.g. a router's link). */
export function buttonClassName(
  { intent, variant = 'solid', size = 'medium', fill, active }: ButtonLook,
  className?: string,
): string {
  return cx(
    'ui-button',
    intentClass(intent),
    variant !== 'solid' && `ui-button-${variant}`,
    size !== 'medium' && `ui-button-${size}`,
    fill && 'ui-button-fill',
    active && 'ui-active',
    className,
  );
}

/**
 * A button's or a button-drawn link's props taken apart: the element's class names (its look and the `className`
 * given), its icons, and the props left for the element itself.
 */
export function buttonParts<P extends ButtonLook & { className?: string }>({
  intent,
  variant,
  size,
  fill,
  active,
  icon,
  endIcon,
  className,
  ...element
}: P): { className: string; icon?: string; endIcon?: string; element: Omit<P, keyof ButtonLook | 'className'> } {
  return { className: buttonClassName({ intent, variant, size, fill, active }, className), icon, endIcon, element };
}
