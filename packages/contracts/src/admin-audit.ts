import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, sortParams, ZPageMeta } from './paging';

/**
 * The audit log as staff read it. Admins see every row; other staff see only the rows of their
 * own changes (the `staffId` filter is then forced to their own id).
 */

const ZIsoTime = z.iso.datetime({ offset: true }).describe('ISO-8601 with a time zone');

export const AUDIT_SORT = ['createdAt', 'action', 'targetType'] as const;

export const ZAuditQuery = z
  .object({
    staffId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    action: z
      .string()
      .trim()
      .regex(/^[a-z0-9_.-]{1,64}$/)
      .optional()
      .describe('Exact action, e.g. `user.ban`, or a prefix ending in `.` (`user.`)'),
    targetType: z
      .string()
      .trim()
      .regex(/^[a-z0-9_.-]{1,64}$/)
      .optional()
      .describe('Entity type, e.g. `user`, `staff`, `withdrawal`'),
    targetId: z.string().trim().min(1).max(128).optional().describe('Entity id (exact)'),
    from: ZIsoTime.optional().describe('Rows at or after this instant'),
    to: ZIsoTime.optional().describe('Rows before this instant'),
    ...sortParams(AUDIT_SORT, { sort: 'createdAt', order: 'desc' }),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
  })
  .describe('Filter the audit log; newest first');
export type AuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z
  .object({
    id: z.string().describe('Row id'),
    staffId: z.number().int().nullable().describe('Null only for a row whose member was deleted'),
    staffEmail: z.string().nullable().describe('Null when the member no longer exists'),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.unknown().describe('State before the change (JSON), as the module recorded it'),
    after: z.unknown().describe('State after the change (JSON)'),
    requestId: z
      .string()
      .nullable()
      .describe('The request that made the change (its error `key` too)'),
    createdAt: z.string().describe('ISO-8601'),
  })
  .describe('One change made by a staff member');
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditResponse = z
  .object({ data: z.array(ZAuditEntry), meta: ZPageMeta })
  .describe('A page of audit rows');
export type AuditResponse = z.infer<typeof ZAuditResponse>;

export const ZAuditFacetsResponse = z
  .object({
    actions: z.array(z.string()).describe('Every action recorded so far, sorted'),
    targetTypes: z.array(z.string()).describe('Every entity type recorded so far, sorted'),
  })
  .describe('Values for the audit filters');
export type AuditFacetsResponse = z.infer<typeof ZAuditFacetsResponse>;
