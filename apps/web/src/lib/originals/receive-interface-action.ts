import { ZInterfaceActionEvent } from '@wheelhouse/contracts/originals';
import { requestOpenGame } from './interface-actions';

/**
 * An `interface_actions` event from the realtime client. Apart from interface-actions.ts, which
 * the shell loads first, because parsing takes zod and the realtime client loads after the first paint.
 */
export function receiveInterfaceAction(data: unknown): void {
  const parsed = ZInterfaceActionEvent.safeParse(data);
  if (parsed.success) requestOpenGame(parsed.data.gameId);
}
