import { z } from 'zod';
import { ZPageMeta } from './paging';

/** A Telegram username without "@": 5–32 letters, digits and underscores. */
export const ZTelegramUsername = z
  .string()
  .trim()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/))
  .describe('Telegram username, without @');

const ZLink = z
  .string()
  .trim()
  .max(300)
  .pipe(z.url({ protocol: /^https?$/ }));

/** GET /api/v1/vip: what the VIP drawer shows (shell spec §4 "VIP drawer"). */
export const ZVipDrawer = z
  .object({
    isVip: z.boolean(),
    botUrl: z.string().nullable().describe('VIPs: the dedicated bot'),
    mirrorUrl: z.string().nullable().describe('VIPs: the web mirror'),
    managerTelegram: z.string().nullable().describe('VIPs: the personal manager, when assigned'),
    portalUrl: z.string().nullable().describe('Others: the VIP portal'),
    isProfileComplete: z
      .boolean()
      .describe('First name, last name, gender and date of birth are all present'),
  })
  .describe('The VIP drawer');
export type VipDrawer = z.infer<typeof ZVipDrawer>;

/** Operator VIP settings. */
export const ZVipSettings = z
  .object({
    botUrl: ZLink.nullable(),
    mirrorUrl: ZLink.nullable(),
    portalUrl: ZLink.nullable(),
    autoTurnover: z
      .string()
      .regex(/^(0|[1-9]\d{0,10})(\.\d{1,2})?$/, 'a non-negative amount')
      .describe('Bet turnover (USD) that makes a player VIP automatically; "0" = off'),
  })
  .strict()
  .describe('VIP programme settings');
export type VipSettings = z.infer<typeof ZVipSettings>;

export const ZVipManager = z
  .object({
    id: z.number().int(),
    telegramUsername: z.string(),
    name: z.string(),
    players: z.number().int().min(0).describe('VIP players assigned'),
  })
  .describe('A VIP manager');
export type VipManager = z.infer<typeof ZVipManager>;

export const ZVipManagerRequest = z
  .object({ telegramUsername: ZTelegramUsername, name: z.string().trim().min(1).max(100) })
  .strict();
export type VipManagerRequest = z.infer<typeof ZVipManagerRequest>;

export const ZVipManagersResponse = z.object({ items: z.array(ZVipManager) });
export type VipManagersResponse = z.infer<typeof ZVipManagersResponse>;

export const ZVipManagerParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** PUT /api/admin/users/{id}/vip. */
export const ZSetVipRequest = z
  .object({
    isVip: z.boolean(),
    managerId: z.number().int().min(1).max(2_147_483_647).nullable(),
  })
  .strict()
  .describe('Set a player’s VIP status and manager');
export type SetVipRequest = z.infer<typeof ZSetVipRequest>;

export const ZVipPlayer = z.object({
  globalId: z.string(),
  email: z.string(),
  isVip: z.boolean(),
  managerTelegram: z.string().nullable(),
});
export type VipPlayer = z.infer<typeof ZVipPlayer>;

export const ZVipStatus = z
  .object({ globalId: z.string(), isVip: z.boolean(), managerTelegram: z.string().nullable() })
  .describe('A player’s VIP status');
export type VipStatus = z.infer<typeof ZVipStatus>;

export const ZVipPlayersQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const ZVipPlayersResponse = z.object({ data: z.array(ZVipPlayer), meta: ZPageMeta });
export type VipPlayersResponse = z.infer<typeof ZVipPlayersResponse>;
