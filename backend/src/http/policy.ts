import type { SessionUser } from './session.ts';
import { HttpError } from './errors.ts';

/**
 * Throws 403 unless the policy allowed the action. Policies are plain functions written once per
 * resource (`*.policy.ts`) and read by both the handlers and the role-matrix test.
 */
export function authorize(allowed: boolean, message = 'You do not have permission to do this'): asserts allowed {
  if (!allowed) throw new HttpError(403, message);
}

/** A frozen user changes nothing, whatever else the policy says. */
export const isActive = (user: SessionUser | undefined): user is SessionUser => Boolean(user && !user.isFrozen);
