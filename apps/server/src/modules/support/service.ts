import type { AdminCashierResponse } from '@wheelhouse/contracts/admin-players';
import { base64Body, decodeBase64, sniffMediaType } from '@wheelhouse/contracts/fiat-rules';
import {
  SUPPORT_CASHIER_LIMIT,
  SUPPORT_HISTORY_LIMIT,
  supportChatScriptUrl,
  type AdminSupportConversation,
  type AdminSupportConversationSummary,
  type AdminSupportConversationsQuery,
  type AdminSupportConversationsResponse,
  type SendSupportMessageRequest,
  type SupportConfig,
  type SupportConversation,
  type SupportMessage,
} from '@wheelhouse/contracts/support';
import { runAudited, type RecordAudit } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { FileStore, StoredFileRow } from '../../platform/file-store';
import { appendOutbox } from '../../platform/outbox';
import type { MessageWithAttachment } from './repository';
import { supportRepository, type ConversationRow } from './repository';

/** Outbox topic of a new chat message; relayed on the player's `support` channel. */
export const SUPPORT_MESSAGE_TOPIC = 'support.message';

/** Screenshots only: an attachment must be one of these by its content. */
const SCREENSHOT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface SupportServiceDeps {
  db: Database;
  clock: Clock;
  files: Pick<FileStore, 'saveUpload' | 'ownedBy' | 'byId'>;
  /** Who a conversation belongs to, for staff (the users module). */
  playerOf: (userId: number) => Promise<{ globalId: string; email: string }>;
  /** The player's latest cashier transactions, for staff (the wallet module). */
  cashierOf: (userId: number, limit: number) => Promise<AdminCashierResponse>;
  recordAudit: RecordAudit;
  onCommitted: () => void;
  /** The external chat's script URL template, when the operator uses one. */
  externalScriptUrl?: string;
}

export function toSupportMessage(row: MessageWithAttachment): SupportMessage {
  return {
    id: row.id.toString(),
    author: row.author,
    body: row.body,
    attachment: row.attachment
      ? {
          id: row.attachment.id,
          mediaType: row.attachment.mediaType,
          name: row.attachment.originalName,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function supportService(deps: SupportServiceDeps) {
  const repository = supportRepository(deps.db);

  function requireSupport(member: StaffPrincipal) {
    if (!staffHasRole(member, ['support'])) throw new AppError('forbidden');
  }

  async function summaryOf(row: ConversationRow): Promise<AdminSupportConversationSummary> {
    return {
      id: row.id,
      player: await deps.playerOf(row.userId),
      waiting: row.waiting,
      lastMessage: row.lastMessage,
      lastMessageAt: row.lastMessageAt.toISOString(),
    };
  }

  return {
    config(language: string | undefined): SupportConfig {
      return deps.externalScriptUrl
        ? {
            mode: 'external',
            scriptUrl: supportChatScriptUrl(deps.externalScriptUrl, language ?? 'en'),
          }
        : { mode: 'builtin', scriptUrl: null };
    },

    /** The player's own conversation: the newest messages, oldest first (none before the first). */
    async conversationOf(userId: number): Promise<SupportConversation> {
      const conversation = await repository.conversationOfUser(userId);
      if (!conversation) return { messages: [] };
      const rows = await repository.messagesOf(conversation.id, SUPPORT_HISTORY_LIMIT);
      return { messages: rows.map(toSupportMessage) };
    },

    /**
     * A player's message: text, a screenshot (JPEG, PNG or WebP by content), or both. The message,
     * its file row and the realtime event commit together.
     */
    async send(userId: number, input: SendSupportMessageRequest): Promise<SupportMessage> {
      const body = (input.body ?? '').trim();
      if (body === '' && !input.attachment)
        throw new AppError('validation_error', {
          fields: { body: { key: 'Validation.required' } },
        });
      if (input.attachment) {
        const head = decodeBase64(base64Body(input.attachment.fileContent).slice(0, 16));
        const type = head ? sniffMediaType(head) : null;
        if (type && !SCREENSHOT_TYPES.has(type))
          throw new AppError('validation_error', {
            fields: { 'attachment.fileContent': { key: 'Validation.invalid_file_type' } },
          });
      }
      const now = deps.clock.now();
      const message = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const conversation = await repository.openForPlayer(userId, now, tx);
        let file: StoredFileRow | undefined;
        if (input.attachment)
          file = await deps.files.saveUpload(
            {
              userId,
              purpose: 'support',
              fileName: input.attachment.fileName,
              fileContent: input.attachment.fileContent,
              field: 'attachment.fileContent',
            },
            tx,
          );
        const saved = await repository.addMessage(
          {
            conversationId: conversation.id,
            author: 'player',
            body,
            attachmentFileId: file?.id ?? null,
            createdAt: now,
          },
          true,
          tx,
        );
        const result = toSupportMessage({
          ...saved,
          attachment: file
            ? { id: file.id, mediaType: file.mediaType, originalName: file.originalName }
            : null,
        });
        await appendOutbox(tx, [{ topic: SUPPORT_MESSAGE_TOPIC, userId, payload: result }]);
        return result;
      });
      deps.onCommitted();
      return message;
    },

    /** A file attached in the player's own conversation; undefined (404) for anything else. */
    async attachmentOfPlayer(userId: number, fileId: string): Promise<StoredFileRow | undefined> {
      const file = await deps.files.ownedBy(userId, fileId);
      if (!file || file.purpose !== 'support') return undefined;
      return (await repository.isAttachmentOfUser(userId, fileId)) ? file : undefined;
    },

    async attachmentForStaff(
      member: StaffPrincipal,
      fileId: string,
    ): Promise<StoredFileRow | undefined> {
      requireSupport(member);
      const file = await deps.files.byId(fileId);
      if (!file || file.purpose !== 'support') return undefined;
      return (await repository.isSupportAttachment(fileId)) ? file : undefined;
    },

    async inbox(
      member: StaffPrincipal,
      query: AdminSupportConversationsQuery,
    ): Promise<AdminSupportConversationsResponse> {
      requireSupport(member);
      const { rows, total } = await repository.inbox({
        waitingOnly: query.status === 'waiting',
        offset: query.offset,
        limit: query.limit,
      });
      return {
        data: await Promise.all(rows.map(summaryOf)),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /** A conversation for staff, with the player's latest cashier transactions beside it. */
    async conversationForStaff(
      member: StaffPrincipal,
      id: number,
    ): Promise<AdminSupportConversation> {
      requireSupport(member);
      const row = await repository.conversation(id);
      if (!row) throw new AppError('not_found', { message: 'No such conversation' });
      const [summary, messages, cashier] = await Promise.all([
        summaryOf(row),
        repository.messagesOf(row.id, SUPPORT_HISTORY_LIMIT),
        deps.cashierOf(row.userId, SUPPORT_CASHIER_LIMIT),
      ]);
      return { ...summary, messages: messages.map(toSupportMessage), cashier: cashier.data };
    },

    /** A staff answer: stored, audited, and sent live to the player's `support` channel. */
    async reply(
      member: StaffPrincipal,
      id: number,
      body: string,
      requestId: string,
    ): Promise<SupportMessage> {
      requireSupport(member);
      const message = await runAudited(deps, member, requestId, async (tx) => {
        const conversation = await repository.lockConversation(id, tx);
        if (!conversation) throw new AppError('not_found', { message: 'No such conversation' });
        const saved = await repository.addMessage(
          {
            conversationId: id,
            author: 'staff',
            staffId: member.staffId,
            body,
            createdAt: deps.clock.now(),
          },
          false,
          tx,
        );
        const result = toSupportMessage({ ...saved, attachment: null });
        await appendOutbox(tx, [
          { topic: SUPPORT_MESSAGE_TOPIC, userId: conversation.userId, payload: result },
        ]);
        return {
          result,
          audit: {
            action: 'support.reply',
            targetType: 'support_conversation',
            targetId: String(id),
            before: null,
            after: { messageId: result.id, body },
          },
        };
      });
      deps.onCommitted();
      return message;
    },

    waitingCount: () => repository.waitingCount(),
  };
}

export type SupportService = ReturnType<typeof supportService>;
