import { z } from 'zod';
import { ZAdminUser } from './admin';
import { ZAmountString } from './money';
import { DEFAULT_PAGE_LIMIT, ZPageMeta } from './paging';
import { ZSerialId, ZTextId } from './params';
import { ZPersonName } from './users';
import { ZTransaction, ZTransactionType } from './wallet';

/**
 * A player's page in the back office (support, finance; admin). Balances and ledger transfers are
 * `GET /api/admin/users/{id}/balance` and `/transfers` (admin-money.ts).
 */

const paging = {
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_LIMIT),
};

export const ZAdminPageQuery = z.object(paging).describe('Paging: offset and limit');
export type AdminPageQuery = z.infer<typeof ZAdminPageQuery>;

export const ZAdminUserDetail = ZAdminUser.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
  vipManagerTelegram: z.string().nullable(),
  depositsCompleted: z.number().int().describe('Completed deposits so far'),
  bannedAt: z.string().nullable().describe('ISO-8601'),
  lastSeenAt: z.string().nullable().describe('ISO-8601; last request of any live session'),
}).describe('A player’s profile for staff');
export type AdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminBet = z
  .object({
    id: z.string(),
    game: z.string().describe('Original game, e.g. dice, mines'),
    currency: z.string().describe('The house currency stake and payout are in'),
    stake: ZAmountString,
    payout: ZAmountString.describe('0 for a lost bet'),
    multiplier: z.string().describe('Payout ÷ stake as a decimal, e.g. "1.9800" (0 when lost)'),
    status: z.string().describe('settled, or active for an open mines round'),
    createdAt: z.string().describe('ISO-8601'),
  })
  .describe('One bet on an original game');
export type AdminBet = z.infer<typeof ZAdminBet>;

export const ZAdminBetsQuery = z
  .object({
    ...paging,
    game: z.enum(['dice', 'limbo', 'mines', 'plinko', 'slot']).optional(),
  })
  .describe('A player’s bets on the originals, newest first');
export type AdminBetsQuery = z.infer<typeof ZAdminBetsQuery>;

export const ZAdminBetsResponse = z.object({ data: z.array(ZAdminBet), meta: ZPageMeta });
export type AdminBetsResponse = z.infer<typeof ZAdminBetsResponse>;

export const ZAdminCashierQuery = z
  .object({
    ...paging,
    type: ZTransactionType.optional().describe(
      'deposit and withdraw are crypto; buy and sell are fiat',
    ),
  })
  .describe('A player’s cashier history (crypto and fiat), newest first');
export type AdminCashierQuery = z.infer<typeof ZAdminCashierQuery>;

export const ZAdminCashierEntry = ZTransaction.extend({
  channel: z.enum(['crypto', 'fiat']),
}).describe('One deposit or withdrawal as the player’s cashier history shows it');
export type AdminCashierEntry = z.infer<typeof ZAdminCashierEntry>;

export const ZAdminCashierResponse = z.object({
  data: z.array(ZAdminCashierEntry),
  meta: ZPageMeta,
});
export type AdminCashierResponse = z.infer<typeof ZAdminCashierResponse>;

export const ZAdminPlayerSession = z
  .object({
    id: z.number().int(),
    createdAt: z.string().describe('ISO-8601'),
    lastSeenAt: z.string().describe('ISO-8601'),
    expiresAt: z.string().describe('ISO-8601'),
    ip: z.string().nullable().describe('Address the session signed in from'),
    userAgent: z.string().nullable(),
  })
  .describe('One signed-in session of the player');
export type AdminPlayerSession = z.infer<typeof ZAdminPlayerSession>;

export const ZAdminPlayerSessionsResponse = z
  .object({ data: z.array(ZAdminPlayerSession) })
  .describe('The player’s live sessions, newest first');
export type AdminPlayerSessionsResponse = z.infer<typeof ZAdminPlayerSessionsResponse>;

export const ZAdminPlayerSessionParams = z.object({
  id: ZTextId.describe('Global id of the player'),
  sessionId: ZSerialId.describe('Session id'),
});

export const ZAdminRevokeSessionsResponse = z
  .object({ revoked: z.number().int().describe('Sessions ended') })
  .describe('Sessions signed out (audited)');
export type AdminRevokeSessionsResponse = z.infer<typeof ZAdminRevokeSessionsResponse>;

/**
 * The name-change rule (shell spec §3 isNameChangeAvailable): a player sets the names once, and a
 * later change goes through support, who set them here with the reason (audited). null clears one.
 */
export const ZAdminSetNameRequest = z
  .object({
    firstName: ZPersonName.nullable(),
    lastName: ZPersonName.nullable(),
    reason: z
      .string()
      .trim()
      .min(3)
      .max(500)
      .describe('Why the name changes (the audit log keeps it)'),
  })
  .strict()
  .describe('Set a player’s first and last name (support; audited)');
export type AdminSetNameRequest = z.infer<typeof ZAdminSetNameRequest>;

export const ZAdminNoteRequest = z
  .object({ body: z.string().trim().min(1).max(4000) })
  .strict()
  .describe('Add a staff note to a player (audited)');
export type AdminNoteRequest = z.infer<typeof ZAdminNoteRequest>;

export const ZAdminNote = z
  .object({
    id: z.number().int(),
    body: z.string(),
    staffId: z.number().int(),
    staffEmail: z.string().nullable(),
    createdAt: z.string().describe('ISO-8601'),
  })
  .describe('A staff note about a player');
export type AdminNote = z.infer<typeof ZAdminNote>;

export const ZAdminNotesResponse = z.object({ data: z.array(ZAdminNote), meta: ZPageMeta });
export type AdminNotesResponse = z.infer<typeof ZAdminNotesResponse>;
