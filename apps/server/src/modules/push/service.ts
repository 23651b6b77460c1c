import { randomUUID } from 'node:crypto';
import {
  ZPushSubscriptionJson,
  type PushBroadcastRequest,
  type PushState,
} from '@wheelhouse/contracts/push';
import webpush from 'web-push';
import type { AuditEntry } from '../../platform/audit';
import { staffHasRole, type StaffPrincipal } from '../../platform/auth-hooks';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { SettingsService } from '../settings';
import type { UsersService } from '../users';
import { pushMessage, type PushKind, type PushMessage } from './messages';
import { pushRepository } from './repository';
import type { VapidKeys } from './vapid';

export interface PushServiceDeps {
  db: Database;
  clock: Clock;
  production: boolean;
  settings: Pick<SettingsService, 'recent'>;
  users: Pick<UsersService, 'setPushNotificationsActive' | 'languageOf'>;
  vapid: () => Promise<VapidKeys | null>;
  recordAudit: (entry: AuditEntry, executor: Database) => Promise<void>;
  /** Queues a broadcast's fan-out (the module's jobs; set once the job queue exists). */
  queueBroadcast?: (payload: {
    broadcastId: string;
    title: string;
    body: string;
    url: string;
  }) => Promise<void>;
}

function invalidToken(key = 'Validation.invalid_format'): AppError {
  return new AppError('validation_error', { fields: { token: { key } } });
}

/**
 * Web push (shell spec §4 "Web push", §9): subscriptions per browser, the prompt's refusal per
 * player, and sending through a push service with VAPID (the web-push library). Sending happens
 * in jobs (jobs.ts); a subscription the push service reports gone (404/410) is removed, and
 * isPushNotificationsActive follows whether the player has any subscription left.
 */
export function pushService(deps: PushServiceDeps) {
  const repository = pushRepository(deps.db);

  async function refreshActive(userId: number, executor: Database): Promise<void> {
    const left = await repository.countOf(userId, executor);
    await deps.users.setPushNotificationsActive(userId, left > 0, executor);
  }

  /** Push is on when the operator switch is on and the server has keys. */
  async function enabledKeys(): Promise<VapidKeys | null> {
    const settings = await deps.settings.recent();
    if (!settings['push.enabled']) return null;
    return deps.vapid();
  }

  async function send(
    userId: number,
    message: PushMessage,
  ): Promise<{ sent: number; removed: number }> {
    const keys = await enabledKeys();
    if (!keys) return { sent: 0, removed: 0 };
    const subscriptions = await repository.subscriptionsOf(userId);
    let sent = 0;
    let removed = 0;
    for (const subscription of subscriptions) {
      // web-push builds the request (RFC 8291 encryption, VAPID token); fetch sends it, so a
      // push service on plain http (a local test service) works as well as the https ones.
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(message),
        { vapidDetails: keys, TTL: 24 * 3600, contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.ok) {
        sent += 1;
        continue;
      }
      if (response.status !== 404 && response.status !== 410)
        throw new Error(`push service answered ${response.status}`);
      await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await repository.deleteSubscription(userId, subscription.endpoint, tx);
        await refreshActive(userId, tx);
      });
      removed += 1;
    }
    return { sent, removed };
  }

  return {
    /** Whether the app should offer push, and the key it subscribes with (the settings call). */
    async publicConfig(): Promise<{ enabled: boolean; vapidPublicKey: string | null }> {
      const keys = await enabledKeys();
      return { enabled: keys !== null, vapidPublicKey: keys?.publicKey ?? null };
    },

    async state(userId: number): Promise<PushState> {
      const [active, refusedAt] = await Promise.all([
        repository.countOf(userId).then((n) => n > 0),
        repository.refusedAtOf(userId),
      ]);
      return { active, refusedAt: refusedAt?.toISOString() ?? null };
    },

    /** `PATCH /api/v1/push/subscription`: stores the browser's subscription for this player. */
    async subscribe(userId: number, token: string): Promise<PushState> {
      let json: unknown;
      try {
        json = JSON.parse(token);
      } catch {
        throw invalidToken();
      }
      const parsed = ZPushSubscriptionJson.safeParse(json);
      if (!parsed.success) throw invalidToken();
      const { endpoint, keys } = parsed.data;
      // The server posts to this address: in production only to https push services.
      if (deps.production && !endpoint.startsWith('https://')) throw invalidToken();
      await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await repository.upsertSubscription(
          { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth },
          tx,
        );
        await deps.users.setPushNotificationsActive(userId, true, tx);
      });
      return this.state(userId);
    },

    /** `DELETE /api/v1/push/subscription`: another player's endpoint is simply not found. */
    async unsubscribe(userId: number, endpoint: string): Promise<PushState> {
      const removed = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const found = await repository.deleteSubscription(userId, endpoint, tx);
        if (found) await refreshActive(userId, tx);
        return found;
      });
      if (!removed) throw new AppError('not_found', { message: 'No such subscription' });
      return this.state(userId);
    },

    /** `POST /api/v1/push/refusal`: the prompt is not shown again for 7 days (spec §9). */
    async refuse(userId: number): Promise<PushState> {
      await repository.setRefusedAt(userId, deps.clock.now());
      return this.state(userId);
    },

    /** The job's work: one notification of `kind` to each of the player's browsers. */
    async notify(userId: number, kind: PushKind, params: { amount?: string }) {
      const message = pushMessage(kind, await deps.users.languageOf(userId), params);
      return send(userId, message);
    },

    /** A staff broadcast's message to one player (the fan-out job's work). */
    async deliverBroadcast(userId: number, message: { title: string; body: string; url: string }) {
      return send(userId, { ...message, kind: 'broadcast' });
    },

    subscribedPlayers: repository.subscribedPlayers,

    /** `POST /api/admin/push/broadcast` (content, admin): audited, then fanned out by jobs. */
    async broadcastAs(
      member: StaffPrincipal,
      request: PushBroadcastRequest,
      requestId: string,
    ): Promise<{ broadcastId: string }> {
      if (!staffHasRole(member, ['content'])) throw new AppError('forbidden');
      const broadcastId = randomUUID();
      const payload = {
        broadcastId,
        title: request.title,
        body: request.body,
        url: request.url ?? '/',
      };
      await deps.db.transaction(async (transaction) => {
        await deps.recordAudit(
          {
            staffId: member.staffId,
            action: 'push.broadcast',
            targetType: 'push_broadcast',
            targetId: broadcastId,
            before: null,
            after: payload,
            requestId,
          },
          transaction as unknown as Database,
        );
      });
      if (!deps.queueBroadcast) throw new AppError('service_unavailable');
      await deps.queueBroadcast(payload);
      return { broadcastId };
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
