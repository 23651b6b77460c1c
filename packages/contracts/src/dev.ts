import { z } from 'zod';
import { ZBroadcastChannel } from './realtime';

export const ZDevBroadcastRequest = z
  .object({
    channel: ZBroadcastChannel,
    data: z.unknown().describe('Any JSON value; subscribers get {channel, data}'),
  })
  .strict()
  .describe('Simulator: publish a message on a broadcast channel');
export type DevBroadcastRequest = z.infer<typeof ZDevBroadcastRequest>;
