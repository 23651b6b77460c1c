import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminSupportConversation,
  AdminSupportConversationsResponse,
  SupportConversation,
  SupportMessage,
} from '@wheelhouse/contracts/support';
import { ZSupportMessage } from '@wheelhouse/contracts/support';
import {
  createStaff,
  expectErrorBody,
  registerPlayer,
  type TestPlayer,
} from '../../test/factories';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness';
import { listenForWebsockets, openPlayerSocket } from '../../test/ws-client';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3a1d80000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.each(databaseTargets())('support chat on %s', (target) => {
  let t: TestApp;
  let wsUrl: string;
  let support: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    wsUrl = await listenForWebsockets(t.app);
    support = (await createStaff(t.app, ['support'])).auth;
  });
  afterAll(async () => t.close());

  async function send(player: TestPlayer, payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/support/messages',
      headers: player.auth,
      payload: payload as Record<string, unknown>,
    });
  }

  async function conversationOf(player: TestPlayer) {
    const response = await t.app.inject({
      url: '/api/v1/support/conversation',
      headers: player.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SupportConversation>().messages;
  }

  async function inbox(status = 'waiting') {
    const response = await t.app.inject({
      url: `/api/admin/support/conversations?status=${status}&limit=100`,
      headers: support,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminSupportConversationsResponse>();
  }

  it('carries a conversation: the player writes with a screenshot, staff answer live', async () => {
    const alice = await registerPlayer(t.app);
    expect(await conversationOf(alice)).toEqual([]);
    const written = await send(alice, {
      body: 'My deposit is stuck',
      attachment: {
        fileName: 'screen.png',
        fileContent: `data:image/png;base64,${PNG.toString('base64')}`,
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    const message = written.json<SupportMessage>();
    expect(message).toMatchObject({
      author: 'player',
      body: 'My deposit is stuck',
      attachment: { mediaType: 'image/png', name: 'screen.png' },
    });
    const file = await t.app.inject({
      url: `/api/v1/support/attachments/${message.attachment!.id}`,
      headers: alice.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const waiting = (await inbox()).data.find((entry) => entry.player.email === alice.email);
    expect(waiting).toMatchObject({ waiting: true, lastMessage: 'My deposit is stuck' });
    const detail = await t.app.inject({
      url: `/api/admin/support/conversations/${waiting!.id}`,
      headers: support,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const conversation = detail.json<AdminSupportConversation>();
    expect(conversation.messages.map((m) => m.body)).toEqual(['My deposit is stuck']);
    expect(conversation.cashier).toEqual([]);
    const staffFile = await t.app.inject({
      url: `/api/admin/support/attachments/${message.attachment!.id}`,
      headers: support,
    });
    expect(staffFile.statusCode).toBe(200);

    const socket = await openPlayerSocket(t.app, wsUrl, alice.auth, ['support']);
    try {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/admin/support/conversations/${waiting!.id}/messages`,
        headers: support,
        payload: { body: 'We are looking into it' },
      });
      expect(reply.statusCode, reply.body).toBe(201);
      const live = (await socket.nextOn('support')) as { data: unknown };
      expect(ZSupportMessage.parse(live.data)).toMatchObject({
        author: 'staff',
        body: 'We are looking into it',
      });
    } finally {
      socket.close();
    }
    expect((await conversationOf(alice)).map((m) => [m.author, m.body])).toEqual([
      ['player', 'My deposit is stuck'],
      ['staff', 'We are looking into it'],
    ]);
    expect((await inbox()).data.some((entry) => entry.id === waiting!.id)).toBe(false);
    expect((await inbox('all')).data.find((entry) => entry.id === waiting!.id)?.waiting).toBe(
      false,
    );
  });

  it('keeps conversations and attachments apart between players', async () => {
    const alice = await registerPlayer(t.app);
    const bob = await registerPlayer(t.app);
    const written = await send(alice, {
      attachment: { fileName: 'a.png', fileContent: PNG.toString('base64') },
    });
    expect(written.statusCode, written.body).toBe(201);
    const fileId = written.json<SupportMessage>().attachment!.id;
    expect(await conversationOf(bob)).toEqual([]);
    expectErrorBody(
      await t.app.inject({ url: `/api/v1/support/attachments/${fileId}`, headers: bob.auth }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/v1/support/attachments/file_nothing', headers: alice.auth }),
      404,
      'not_found',
    );
    expect((await t.app.inject({ url: `/api/v1/support/attachments/${fileId}` })).statusCode).toBe(
      401,
    );
  });

  it('refuses empty messages, non-image files, overlong text and unknown conversations', async () => {
    const player = await registerPlayer(t.app);
    const empty = expectErrorBody(await send(player, { body: '   ' }), 400, 'validation_error');
    expect(empty.fields).toEqual({ body: { key: 'Validation.required' } });
    const pdf = expectErrorBody(
      await send(player, {
        attachment: { fileName: 'a.png', fileContent: PDF.toString('base64') },
      }),
      400,
      'validation_error',
    );
    expect(pdf.fields).toEqual({
      'attachment.fileContent': { key: 'Validation.invalid_file_type' },
    });
    const text = expectErrorBody(
      await send(player, { attachment: { fileName: 'a.png', fileContent: 'bm90IGFuIGltYWdl' } }),
      400,
      'validation_error',
    );
    expect(text.fields).toHaveProperty(['attachment.fileContent']);
    expectErrorBody(await send(player, { body: 'x'.repeat(2001) }), 400, 'validation_error');
    expectErrorBody(await send(player, { body: 'hi', extra: 1 }), 400, 'validation_error');
    expect(await conversationOf(player)).toEqual([]);

    expectErrorBody(
      await t.app.inject({ url: '/api/admin/support/conversations/999999', headers: support }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/support/conversations/999999/messages',
        headers: support,
        payload: { body: 'hello' },
      }),
      404,
      'not_found',
    );
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/support/conversations/abc', headers: support }),
      400,
      'validation_error',
    );
  });

  it('opens the inbox to support staff and admins only, and audits answers', async () => {
    const finance = (await createStaff(t.app, ['finance'])).auth;
    expectErrorBody(
      await t.app.inject({ url: '/api/admin/support/conversations', headers: finance }),
      403,
      'forbidden',
    );
    const player = await registerPlayer(t.app);
    expect((await send(player, { body: 'Hello' })).statusCode).toBe(201);
    const id = (await inbox()).data.find((entry) => entry.player.email === player.email)!.id;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/conversations/${id}/messages`,
      headers: support,
      payload: { body: 'Hi!' },
    });
    expect(reply.statusCode).toBe(201);
    const services = (
      t.app as unknown as {
        services: {
          audit: { entriesFor: (a: string, b: string) => Promise<Array<{ action: string }>> };
        };
      }
    ).services;
    expect(
      (await services.audit.entriesFor('support_conversation', String(id))).map((r) => r.action),
    ).toEqual(['support.reply']);
  });

  it('tells the app to use the built-in chat when no external one is configured', async () => {
    const response = await t.app.inject({ url: '/api/v1/support/config?lang=ru' });
    expect(response.json()).toEqual({ mode: 'builtin', scriptUrl: null });
  });
});
