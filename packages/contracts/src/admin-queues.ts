import { z } from 'zod';
import type { StaffRealtimeChannel } from './realtime';

/**
 * Work waiting for staff, for the back office's navigation badges (finance, support; admin).
 * `GET /api/admin/queues` answers the counts; poll it (every ~15 s and on window focus). The
 * realtime `admin:queues` channel and its token below are reserved names: the server does not
 * serve them yet.
 */
export const ZAdminQueueCounts = z
  .object({
    cryptoWithdrawalsPending: z
      .number()
      .int()
      .describe('Withdrawals (chain and xRocket) waiting for review'),
    fiatReceiptsWaiting: z.number().int().describe('Fiat buy orders whose receipt awaits a check'),
    disputesOpen: z.number().int().describe('Fiat disputes not yet resolved'),
    sellsPending: z.number().int().describe('Fiat sell orders waiting to be paid or declined'),
  })
  .describe('Counts of queue items waiting for staff');
export type AdminQueueCounts = z.infer<typeof ZAdminQueueCounts>;

/** The staff-only realtime channel carrying ZAdminQueueCounts. */
export const ADMIN_QUEUES_CHANNEL = 'admin:queues' satisfies StaffRealtimeChannel;

export const ZStaffRealtimeTokenResponse = z
  .object({
    websocketToken: z.string().describe('Opens /ws?token=… for staff channels; short-lived'),
    expiresAt: z.string().describe('ISO-8601'),
    channels: z.array(z.string()).describe('Channels this member may subscribe to'),
  })
  .describe('A short-lived token for the staff realtime channels');
export type StaffRealtimeTokenResponse = z.infer<typeof ZStaffRealtimeTokenResponse>;
