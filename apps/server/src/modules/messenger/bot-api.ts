/**
 * Sending messages as a bot: the messenger's Bot API (`POST {base}/bot{token}/sendMessage`), or,
 * with the simulators on, an in-process chat that keeps what would have been sent (read through
 * GET /api/dev/messenger/messages and shown in the dev harness).
 */
export interface BotMessage {
  botId: string;
  chatId: string;
  text: string;
}

export interface BotSender {
  /** Resolves once the messenger accepted the message; throws otherwise (the job retries). */
  sendMessage(token: string, message: BotMessage): Promise<void>;
}

const SEND_TIMEOUT_MS = 10_000;

/** The real Bot API at `baseUrl` (MESSENGER_BOT_API_URL). The token never appears in an error. */
export function botApiSender(baseUrl: string, fetchImpl: typeof fetch = fetch): BotSender {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async sendMessage(token, message) {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/bot${token}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chat_id: message.chatId, text: message.text }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'error';
        throw new Error(`Bot API sendMessage of bot ${message.botId} failed: ${reason}`);
      }
      const body = (await response.json().catch(() => null)) as {
        ok?: boolean;
        description?: string;
      } | null;
      if (!response.ok || body?.ok !== true)
        throw new Error(
          `Bot API sendMessage of bot ${message.botId} answered ${response.status}: ${String(body?.description ?? 'no description').slice(0, 200)}`,
        );
    },
  };
}

export interface SimulatedChatMessage extends BotMessage {
  id: number;
  sentAt: string;
}

const SIMULATED_CHAT_LIMIT = 500;

/** The simulators' chat: every message a bot "sent", newest first, in this process only. */
export function simulatedChat(now: () => Date) {
  const messages: SimulatedChatMessage[] = [];
  let nextId = 1;
  return {
    async sendMessage(_token: string, message: BotMessage): Promise<void> {
      messages.unshift({ ...message, id: nextId++, sentAt: now().toISOString() });
      messages.length = Math.min(messages.length, SIMULATED_CHAT_LIMIT);
    },
    /** The messages to one messenger user's chat (all when no user is given), newest first. */
    list(chatId?: string): SimulatedChatMessage[] {
      return chatId === undefined
        ? [...messages]
        : messages.filter((message) => message.chatId === chatId);
    },
  } satisfies BotSender & { list: unknown };
}

export type SimulatedChat = ReturnType<typeof simulatedChat>;
