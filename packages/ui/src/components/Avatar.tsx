import type { CSSProperties } from 'react';
import { useImageFailure } from '../lib/image-failure';
import { initialsOf } from '../lib/initials';
import { cx } from './classes';

export interface AvatarProps {
  name: string | null | undefined;
  /** The picture's address as this page can load it; none: the initials. */
  src?: string | null;
  /** Width and height in px. */
  size?: number;
  className?: string;
  /** Added to `className` when the initials are drawn instead of a picture. */
  initialsClassName?: string;
  /** Shown beside the person's name, so hidden from assistive technology; otherwise it is named by the name. */
  decorative?: boolean;
  /**
   * The initials go in a `data-initials` attribute for the stylesheet to draw (`content: attr(data-initials)`)
   * instead of as text, so the element's only name is the person's name.
   */
  initialsFromAttribute?: boolean;
  /** Over the width and height the size gives. */
  style?: CSSProperties;
}

/**
 * A person's round picture, or their initials when there is none or it does not load (a new picture is tried again).
 * A picture the server rendered that failed before the app took over counts as failed too; until then the page's
 * stylesheet may draw the initials over it from `data-fallback`.
 */
export function Avatar({
  name,
  src,
  size = 32,
  className,
  initialsClassName,
  decorative = false,
  initialsFromAttribute = false,
  style: extraStyle,
}: AvatarProps) {
  const { failed, ref, onError } = useImageFailure(src);
  const style = { width: size, height: size, ...extraStyle };
  const initials = initialsOf(name);
  if (src && !failed) {
    return (
      <img
        ref={ref}
        className={className}
        style={style}
        data-fallback={initials}
        src={src}
        alt={decorative ? '' : (name ?? '')}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={onError}
      />
    );
  }
  return (
    <span
      className={cx(className, initialsClassName)}
      style={style}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name || 'Artist' })}
      {...(initialsFromAttribute ? { 'data-initials': initials } : {})}
    >
      {initialsFromAttribute ? null : initials}
    </span>
  );
}
