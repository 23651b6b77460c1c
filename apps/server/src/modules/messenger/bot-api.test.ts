import { describe, expect, it } from 'vitest';
import { botApiSender, simulatedChat } from './bot-api';

const TOKEN = '7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawA';
const MESSAGE = { botId: '7000000001', chatId: '900000001', text: 'Wheelhouse: 123456' };

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('the Bot API sender', () => {
  it('posts sendMessage with chat_id and text under the bot’s token', async () => {
    const api = fakeFetch(() => Response.json({ ok: true, result: { message_id: 1 } }));
    await botApiSender('https://bots.example/', api.fetchImpl).sendMessage(TOKEN, MESSAGE);
    expect(api.calls).toEqual([
      {
        url: `https://bots.example/bot${TOKEN}/sendMessage`,
        body: { chat_id: '900000001', text: 'Wheelhouse: 123456' },
      },
    ]);
  });

  it('throws on a refusal or an outage, without the token in the error', async () => {
    const refused = fakeFetch(() =>
      Response.json({ ok: false, description: 'Forbidden: bot was blocked' }, { status: 403 }),
    );
    const failure = botApiSender('https://bots.example', refused.fetchImpl).sendMessage(
      TOKEN,
      MESSAGE,
    );
    await expect(failure).rejects.toThrow(/403: Forbidden: bot was blocked/);
    await expect(failure).rejects.not.toThrow(TOKEN.split(':')[1]!);
    const down = fakeFetch(() => Promise.reject(new TypeError(`fetch failed for ${TOKEN}`)));
    const outage = botApiSender('https://bots.example', down.fetchImpl).sendMessage(TOKEN, MESSAGE);
    await expect(outage).rejects.toThrow(/failed: TypeError/);
    await expect(outage).rejects.not.toThrow(TOKEN.split(':')[1]!);
  });

  it('the simulators’ chat keeps each chat’s messages, newest first', async () => {
    const chat = simulatedChat(() => new Date('2030-01-01T00:00:00Z'));
    await chat.sendMessage(TOKEN, MESSAGE);
    await chat.sendMessage(TOKEN, { ...MESSAGE, chatId: '2', text: 'other' });
    expect(chat.list('900000001').map((message) => message.text)).toEqual([MESSAGE.text]);
    expect(chat.list()).toHaveLength(2);
  });
});
