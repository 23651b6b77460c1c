import { ZTransaction, type Transaction } from '@wheelhouse/contracts/wallet';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs';
import { NEW_DEVICE_SIGN_IN_TOPIC } from '../auth';
import { BONUS_ACTIVATED_TOPIC } from '../bonuses';
import { shortAmount, type PushKind } from './messages';
import type { pushRepository } from './repository';
import type { PushService } from './service';

export const PUSH_JOBS = {
  /**
   * Tick, every 5 s: reads the cashier's `transaction.changed`, the bonuses' `bonus.activated` and
   * auth's `auth.new_device_sign_in` outbox events after its cursor and queues one `push.notify`
   * per event worth a notification, keyed by transaction and status, by bonus, or by sign-in (a
   * repeated event queues nothing new). Stays 5 s behind the newest events (repository).
   */
  outboxScan: 'push.outbox-scan',
  /** One notification to one player's browsers; gone subscriptions (404/410) are removed. */
  notify: 'push.notify',
  /** A staff broadcast: queues one `push.broadcast-deliver` per subscribed player. */
  broadcast: 'push.broadcast',
  broadcastDeliver: 'push.broadcast-deliver',
  /**
   * A notification other modules queue (queueSubscribedPush): one `push.notify` per subscribed
   * player, of all of them or of the listed ones, keyed by the job's key and the player.
   */
  notifySubscribed: 'push.notify-subscribed',
} as const;

/** Which cashier event becomes which notification (shell spec §4 "Web push"). */
export function pushKindOf(transaction: Pick<Transaction, 'type' | 'status'>): PushKind | null {
  const { type, status } = transaction;
  if ((type === 'deposit' || type === 'buy') && status === 'completed') return 'deposit_completed';
  if (type === 'withdraw' || type === 'sell') {
    if (status === 'completed') return 'withdrawal_completed';
    if (status === 'declined') return 'withdrawal_declined';
  }
  return null;
}

const TRANSACTION_TOPIC = 'transaction.changed';
const CURSOR = 'transactions';
const SCAN_LAG_MS = 5_000;
const SCAN_BATCH = 200;
const FAN_OUT_PAGE = 500;

const ZNotify = z.object({
  userId: z.number().int().positive(),
  kind: z.enum([
    'deposit_completed',
    'withdrawal_completed',
    'withdrawal_declined',
    'bonus_activated',
    'tournament_started',
    'wheel_available',
    'new_device_sign_in',
  ]),
  amount: z.string().max(64).optional(),
});
const ZNotifySubscribed = z.object({
  kind: z.enum(['tournament_started', 'wheel_available', 'new_device_sign_in']),
  key: z.string().min(1).max(120),
  /** Only these players (if subscribed); all subscribed players when absent. */
  userIds: z.array(z.number().int().positive()).max(FAN_OUT_PAGE).optional(),
});
export type NotifySubscribed = z.infer<typeof ZNotifySubscribed>;

/** Queues a notification for subscribed players only (once per key: a repeat queues nothing). */
export async function queueSubscribedPush(jobs: JobQueue, input: NotifySubscribed) {
  return jobs.send(PUSH_JOBS.notifySubscribed, input, { key: input.key });
}
const ZBroadcast = z.object({
  broadcastId: z.uuid(),
  title: z.string().min(1).max(80),
  body: z.string().min(1).max(300),
  url: z.string().max(300),
});
const ZBroadcastDeliver = ZBroadcast.extend({ userId: z.number().int().positive() });

const ZBonusActivated = z.object({ bonusId: z.string().min(1).max(64) });
const ZNewDeviceSignIn = z.object({ signInId: z.number().int().positive() });

/** The notification an outbox row asks for, with its once-only job key; null for none. */
function notificationOf(row: {
  topic: string;
  userId: number | null;
  payload: string;
}): { payload: z.infer<typeof ZNotify>; key: string } | null {
  if (row.userId === null) return null;
  const json: unknown = JSON.parse(row.payload);
  if (row.topic === BONUS_ACTIVATED_TOPIC) {
    const bonus = ZBonusActivated.safeParse(json);
    if (!bonus.success) return null;
    return {
      payload: { userId: row.userId, kind: 'bonus_activated' },
      key: `bonus:${bonus.data.bonusId}`,
    };
  }
  if (row.topic === NEW_DEVICE_SIGN_IN_TOPIC) {
    const signIn = ZNewDeviceSignIn.safeParse(json);
    if (!signIn.success) return null;
    return {
      payload: { userId: row.userId, kind: 'new_device_sign_in' },
      key: `new-device:${signIn.data.signInId}`,
    };
  }
  const transaction = ZTransaction.safeParse(json);
  if (!transaction.success) return null;
  const kind = pushKindOf(transaction.data);
  if (!kind) return null;
  const { value, currency } = transaction.data.originalAmount;
  return {
    payload: { userId: row.userId, kind, amount: `${shortAmount(value)} ${currency}` },
    key: `${transaction.data.id}:${transaction.data.status}`,
  };
}

export function definePushJobs(
  jobs: JobQueue,
  deps: { push: PushService; repository: ReturnType<typeof pushRepository>; clock: Clock },
): void {
  const { push, repository } = deps;

  jobs.every({
    name: PUSH_JOBS.outboxScan,
    everySeconds: 5,
    run: async () => {
      const cursor = await repository.cursor(CURSOR);
      if (cursor === null) {
        // A fresh install notifies about what happens from now on, not about its history.
        await repository.setCursor(CURSOR, await repository.lastOutboxId());
        return { queued: 0 };
      }
      const before = new Date(deps.clock.now().getTime() - SCAN_LAG_MS);
      const rows = await repository.outboxAfter(
        cursor,
        [TRANSACTION_TOPIC, BONUS_ACTIVATED_TOPIC, NEW_DEVICE_SIGN_IN_TOPIC],
        before,
        SCAN_BATCH,
      );
      let queued = 0;
      for (const row of rows) {
        const notification = notificationOf(row);
        if (!notification) continue;
        const id = await jobs.send(PUSH_JOBS.notify, notification.payload, {
          key: notification.key,
        });
        if (id) queued += 1;
      }
      const last = rows.at(-1);
      if (last) await repository.setCursor(CURSOR, last.id);
      return { queued };
    },
  });

  jobs.define({
    name: PUSH_JOBS.notify,
    payload: ZNotify,
    retryLimit: 5,
    handler: async ({ userId, kind, amount }) => push.notify(userId, kind, { amount }),
  });

  jobs.define({
    name: PUSH_JOBS.broadcast,
    payload: ZBroadcast,
    handler: async (broadcast) => {
      let after = 0;
      let players = 0;
      for (;;) {
        const page = await push.subscribedPlayers(after, FAN_OUT_PAGE);
        for (const userId of page)
          await jobs.send(
            PUSH_JOBS.broadcastDeliver,
            { ...broadcast, userId },
            { key: `${broadcast.broadcastId}:${userId}` },
          );
        players += page.length;
        const last = page.at(-1);
        if (last === undefined || page.length < FAN_OUT_PAGE) break;
        after = last;
      }
      return { players };
    },
  });

  jobs.define({
    name: PUSH_JOBS.notifySubscribed,
    payload: ZNotifySubscribed,
    handler: async ({ kind, key, userIds }) => {
      let players = 0;
      const queue = async (page: number[]) => {
        for (const userId of page)
          await jobs.send(PUSH_JOBS.notify, { userId, kind }, { key: `${key}:${userId}` });
        players += page.length;
      };
      if (userIds) await queue(await repository.subscribedAmong(userIds));
      else
        for (let after = 0; ;) {
          const page = await push.subscribedPlayers(after, FAN_OUT_PAGE);
          await queue(page);
          const last = page.at(-1);
          if (last === undefined || page.length < FAN_OUT_PAGE) break;
          after = last;
        }
      return { players };
    },
  });

  jobs.define({
    name: PUSH_JOBS.broadcastDeliver,
    payload: ZBroadcastDeliver,
    retryLimit: 3,
    handler: async ({ userId, title, body, url }) =>
      push.deliverBroadcast(userId, { title, body, url }),
  });
}
