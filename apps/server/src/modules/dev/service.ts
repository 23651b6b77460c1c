import type { DevBroadcastRequest } from '@wheelhouse/contracts/dev';
import type { Bus } from '../../platform/bus';
import { topicFor } from '../../platform/bus';

export interface DevServiceDeps {
  bus: Bus;
}

/** Simulator actions behind /api/dev/*; the routes exist only when SIMULATORS is on. */
export function devService(deps: DevServiceDeps) {
  return {
    /** Publishes straight to the bus: broadcast channels carry no money, so no outbox row. */
    async broadcast(request: DevBroadcastRequest): Promise<void> {
      await deps.bus.publish(topicFor(request.channel), request.data ?? null);
    },
  };
}

export type DevService = ReturnType<typeof devService>;
