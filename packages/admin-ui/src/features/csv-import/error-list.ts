import { AdminMessages } from '@oeuvre/contract';
import { CSV_ERRORS_SHOWN } from '@oeuvre/ui/lib/ui-constants';

/** The first errors to show and the '... and N more' line for the rest (null when none are left out). */
export function errorPreview(
  errors: readonly string[],
  limit: number = CSV_ERRORS_SHOWN,
): { shown: string[]; more: string | null } {
  const hidden = Math.max(0, errors.length - limit);
  return { shown: errors.slice(0, limit), more: hidden > 0 ? AdminMessages.moreErrors(hidden) : null };
}
