import { z } from 'zod';
import { ZAdminCashierEntry } from './admin-players';
import { ZPageMeta } from './paging';
import { ZSerialId, ZTextId } from './params';

/** Longest text of one chat message. */
export const SUPPORT_MESSAGE_MAX_CHARS = 2000;
/** Messages a conversation answer carries (the newest ones). */
export const SUPPORT_HISTORY_LIMIT = 100;
/** Cashier transactions shown beside a conversation in the support inbox. */
export const SUPPORT_CASHIER_LIMIT = 10;

export const ZSupportAttachment = z.object({
  id: z.string().describe('File id; GET …/support/attachments/{id}'),
  mediaType: z.string(),
  name: z.string(),
});

export const ZSupportMessage = z
  .object({
    id: z.string().describe('Message id (digits)'),
    author: z.enum(['player', 'staff']),
    body: z.string(),
    attachment: ZSupportAttachment.nullable(),
    createdAt: z.string().describe('ISO-8601'),
  })
  .describe('One chat message; also the `support` realtime channel payload');
export type SupportMessage = z.infer<typeof ZSupportMessage>;

export const ZSupportConversation = z
  .object({
    messages: z
      .array(ZSupportMessage)
      .describe(`The newest ${SUPPORT_HISTORY_LIMIT}, oldest first`),
  })
  .describe('The player’s support conversation (empty before the first message)');
export type SupportConversation = z.infer<typeof ZSupportConversation>;

/**
 * A player's message: text, a screenshot, or both. The screenshot is inline base64 (JPEG, PNG or
 * WebP by content, at most the receipt limit), like receipts.
 */
export const ZSendSupportMessageRequest = z
  .object({
    body: z.string().trim().max(SUPPORT_MESSAGE_MAX_CHARS).default(''),
    attachment: z
      .object({
        fileName: z.string().trim().min(1).max(255),
        fileContent: z.string().min(1).describe('Base64, optionally as a data: URL'),
      })
      .strict()
      .optional(),
  })
  .strict();
export type SendSupportMessageRequest = z.input<typeof ZSendSupportMessageRequest>;

export const ZSupportAttachmentParams = z.object({ id: ZTextId });

/**
 * How the app's support buttons open a chat: `external` loads `scriptUrl` (the operator's chat
 * script, `{locale}` already filled by the locale rule), `builtin` opens the in-app chat.
 */
export const ZSupportConfig = z.object({
  mode: z.enum(['builtin', 'external']),
  scriptUrl: z.string().nullable(),
});
export type SupportConfig = z.infer<typeof ZSupportConfig>;
export const ZSupportConfigQuery = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)
    .optional(),
});

// Staff inbox.

export const ZAdminSupportConversationsQuery = z.object({
  status: z
    .enum(['waiting', 'all'])
    .default('waiting')
    .describe('waiting: the player wrote last (default); all: every conversation'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type AdminSupportConversationsQuery = z.infer<typeof ZAdminSupportConversationsQuery>;

export const ZAdminSupportConversationSummary = z.object({
  id: z.number().int(),
  player: z.object({ globalId: z.string(), email: z.string() }),
  waiting: z.boolean().describe('The player wrote last and nobody has answered yet'),
  lastMessage: z.string().describe('Text of the newest message (an attachment alone: empty)'),
  lastMessageAt: z.string(),
});
export type AdminSupportConversationSummary = z.infer<typeof ZAdminSupportConversationSummary>;

export const ZAdminSupportConversationsResponse = z.object({
  data: z.array(ZAdminSupportConversationSummary),
  meta: ZPageMeta,
});
export type AdminSupportConversationsResponse = z.infer<typeof ZAdminSupportConversationsResponse>;

export const ZAdminSupportConversationParams = z.object({ id: ZSerialId });

export const ZAdminSupportConversation = ZAdminSupportConversationSummary.extend({
  messages: z.array(ZSupportMessage),
  cashier: z
    .array(ZAdminCashierEntry)
    .describe(`The player’s ${SUPPORT_CASHIER_LIMIT} latest cashier transactions`),
});
export type AdminSupportConversation = z.infer<typeof ZAdminSupportConversation>;

export const ZAdminSupportReplyRequest = z
  .object({ body: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_CHARS) })
  .strict();
export type AdminSupportReplyRequest = z.infer<typeof ZAdminSupportReplyRequest>;

export { supportChatLocale, supportChatScriptUrl } from './plain/support';
