import { sign, type KeyObject } from 'node:crypto';

/** The operator's answer (Hub88 shape): a status and, for a known player, the balance. */
export interface WalletAnswer {
  status: string;
  request_uuid: string;
  user?: string;
  currency?: string;
  balance?: number;
  game_code?: string;
}

/** No definite answer (network error, timeout, 5xx): the call may or may not have acted. */
export class NoAnswer extends Error {}

/**
 * The operator's own internal error (RS_ERROR_UNKNOWN): no more definite than a timeout (its
 * call may or may not have acted), so a credit or rollback is sent again, with the same ids, as
 * after a timeout. Every other status is the operator's definite word on the call: RS_OK, a
 * duplicate (it has the transaction already), or a refusal that a repeat of the same body would
 * only get again.
 */
export const operatorFailed = (answer: WalletAnswer) => answer.status === 'RS_ERROR_UNKNOWN';

export interface WalletClientOptions {
  /** The operator's provider API base, e.g. http://127.0.0.1:8080/api/provider/demo-provider */
  baseUrl: string;
  privateKey: KeyObject;
  timeoutMs?: number;
  log?: (message: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Our side of the seamless wallet: every call signed with RSA-SHA256 over the exact body sent.
 * Credits and rollbacks are retried with the same ids until the operator gives a definite answer,
 * as providers do; the operator answers a repeat exactly as the first.
 */
export function walletClient(options: WalletClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;

  async function call(path: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': sign('sha256', Buffer.from(raw), options.privateKey).toString('base64'),
        },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new NoAnswer(`${path}: ${(error as Error).message}`);
    }
    if (response.status >= 500) throw new NoAnswer(`${path}: HTTP ${response.status}`);
    const answer = (await response.json().catch(() => null)) as WalletAnswer | null;
    if (!answer || typeof answer.status !== 'string')
      throw new NoAnswer(`${path}: HTTP ${response.status} without a protocol answer`);
    return answer;
  }

  /**
   * Retries until a definite answer (none, or the operator's internal error, is retried alike);
   * gives up only after `attempts` with NoAnswer (the caller queues it).
   */
  async function callUntilAnswered(
    path: string,
    body: Record<string, unknown>,
    attempts = 8,
  ): Promise<WalletAnswer> {
    let delay = 200;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await call(path, body);
        if (!operatorFailed(answer)) return answer;
        throw new NoAnswer(`${path}: ${answer.status}`);
      } catch (error) {
        if (!(error instanceof NoAnswer) || attempt >= attempts) throw error;
        options.log?.(`retrying ${path} (${error.message})`);
        await sleep(delay);
        delay = Math.min(delay * 2, 5000);
      }
    }
  }

  return { call, callUntilAnswered };
}

export type WalletClient = ReturnType<typeof walletClient>;
