import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import {
  ZAdminSupportConversation,
  ZAdminSupportConversationParams,
  ZAdminSupportConversationsQuery,
  ZAdminSupportConversationsResponse,
  ZAdminSupportReplyRequest,
  ZSendSupportMessageRequest,
  ZSupportAttachmentParams,
  ZSupportConfig,
  ZSupportConfigQuery,
  ZSupportConversation,
  ZSupportMessage,
} from '@wheelhouse/contracts/support';
import { playerOf, staffOf } from '../../platform/auth-hooks';
import { AppError } from '../../platform/errors';
import {
  storedFileHeaders,
  UPLOAD_BODY_LIMIT_BYTES,
  type FileStore,
  type StoredFileRow,
} from '../../platform/file-store';
import type { SupportService } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Sends a stored file as a download with its sniffed type; 404 when there is none. */
function sendFile(
  reply: FastifyReply,
  files: Pick<FileStore, 'open'>,
  row: StoredFileRow | undefined,
) {
  if (!row) throw new AppError('not_found', { message: 'No such file' });
  return reply.headers(storedFileHeaders(row)).send(files.open(row));
}

/** The player's support chat under /api/v1. */
export async function supportRoutes(
  app: FastifyInstance,
  options: { support: SupportService; files: Pick<FileStore, 'open'> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { support, files } = options;

  routes.get(
    '/support/config',
    {
      schema: {
        tags: ['support'],
        summary: 'How the support buttons open a chat: built-in, or an external chat script',
        description:
          'external: load scriptUrl (the operator’s SUPPORT_CHAT_SCRIPT_URL with {locale}: en, hi, kk and uk map to themselves, any other language to its language code) and identify the player with webimUser from /api/v1/me. builtin: the in-app chat below.',
        querystring: ZSupportConfigQuery,
        response: { 200: ZSupportConfig, 400: ZErrorBody },
      },
    },
    async (request) => support.config(request.query.lang),
  );

  routes.get(
    '/support/conversation',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['support'],
        summary: 'The player’s support conversation (the newest 100 messages, oldest first)',
        description:
          'Staff answers also arrive live on the `support` realtime channel (one SupportMessage each).',
        response: { 200: ZSupportConversation, 401: ZErrorBody },
      },
    },
    async (request) => support.conversationOf(playerOf(request).userId),
  );

  routes.post(
    '/support/messages',
    {
      preHandler: app.requirePlayer,
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: {
        tags: ['support'],
        summary: 'Write to support: text, a screenshot, or both',
        description:
          'body: at most 2000 characters; attachment: a screenshot as base64 (a data: URL prefix accepted), JPEG, PNG or WebP recognised by content, at most 10 MB. 400 validation_error with fields (body: Validation.required when both are empty / max_length; attachment.fileContent: Validation.required / file_too_large / invalid_file_type).',
        body: ZSendSupportMessageRequest,
        response: { 201: ZSupportMessage, 400: ZErrorBody, 401: ZErrorBody, 413: ZErrorBody },
      },
    },
    async (request, reply) => {
      const message = await support.send(playerOf(request).userId, request.body);
      return reply.code(201).send(message);
    },
  );

  routes.get(
    '/support/attachments/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['support'],
        summary: 'A screenshot attached in the player’s own conversation',
        description: '404 for any file that is not in the player’s own support conversation.',
        params: ZSupportAttachmentParams,
        response: { 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const row = await support.attachmentOfPlayer(playerOf(request).userId, request.params.id);
      return sendFile(reply, files, row);
    },
  );
}

/** The support inbox under /api/admin (support, admin); every answer is audited. */
export async function adminSupportRoutes(
  app: FastifyInstance,
  options: { support: SupportService; files: Pick<FileStore, 'open'> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { support, files } = options;
  const guard = app.requireStaff('support');

  routes.get(
    '/support/conversations',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'Support inbox: conversations waiting for an answer (or all) (support, admin)',
        querystring: ZAdminSupportConversationsQuery,
        response: { 200: ZAdminSupportConversationsResponse, ...errors },
      },
    },
    async (request) => support.inbox(staffOf(request), request.query),
  );

  routes.get(
    '/support/conversations/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'A conversation with the player’s 10 latest cashier transactions (support, admin)',
        params: ZAdminSupportConversationParams,
        response: { 200: ZAdminSupportConversation, ...errors },
      },
    },
    async (request) => support.conversationForStaff(staffOf(request), request.params.id),
  );

  routes.post(
    '/support/conversations/:id/messages',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary:
          'Answer the player (support, admin); audited; delivered live on their support channel',
        params: ZAdminSupportConversationParams,
        body: ZAdminSupportReplyRequest,
        response: { 201: ZSupportMessage, ...errors },
      },
    },
    async (request, reply) => {
      const message = await support.reply(
        staffOf(request),
        request.params.id,
        request.body.body,
        request.id,
      );
      return reply.code(201).send(message);
    },
  );

  routes.get(
    '/support/attachments/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['admin'],
        summary: 'A screenshot a player attached in support (support, admin)',
        params: ZSupportAttachmentParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const row = await support.attachmentForStaff(staffOf(request), request.params.id);
      return sendFile(reply, files, row);
    },
  );
}
