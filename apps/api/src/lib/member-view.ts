import { type MemberView, memberViewFor } from '@prapa/domain/data-access';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { type RequestContext, requireAccount } from './request-context.ts';

/**
 * The one place where a member's data is cut to the signed-in role (docs/decisions/015): the
 * service builds the full answer, and the reader (VIEW) gets it through the reader view's
 * schema, which keeps only the fields it lists.
 */
export function memberViewOf(ctx: RequestContext): MemberView {
  return memberViewFor(requireAccount(ctx).role);
}

export function shapeForRole<Full, Reader>(
  ctx: RequestContext,
  full: Full,
  readerView: z.ZodType<Reader>,
): Full | Reader {
  return memberViewOf(ctx) === 'full' ? full : readerView.parse(full);
}

/**
 * Filtering or sorting by a hidden field would reveal it as surely as showing it (which members
 * owe, in what order of debt): the reader is refused such a query.
 */
export function refuseHiddenQuery(ctx: RequestContext, usesHiddenField: boolean): void {
  if (usesHiddenField && memberViewOf(ctx) === 'reader') {
    throw new AppError('FORBIDDEN', { messageKey: 'reader_field_not_allowed' });
  }
}
