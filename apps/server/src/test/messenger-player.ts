import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { messengerEmail } from '../modules/messenger';

/**
 * Signs a messenger user in through the mini-app with the dev init data (a new session each
 * time): a player with a linked messenger account, as factories' TestPlayer plus the user's id.
 */
export async function signInThroughMiniApp(app: FastifyInstance, telegramUserId: number) {
  const initData = await app.inject({
    url: `/api/dev/messenger/init-data?userId=${telegramUserId}&firstName=Ann`,
  });
  const { botId, initData: payload } = initData.json<{ botId: string; initData: string }>();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/web-app/v2',
    payload: { botId, payload },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const { token } = signIn.json<{ token: string }>();
  return {
    telegramUserId: String(telegramUserId),
    email: messengerEmail(String(telegramUserId)),
    password: '',
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}
