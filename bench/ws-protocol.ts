/** Messages between the WebSocket benchmark's coordinator (ws.ts) and its client processes. */
export type CoordinatorMessage = { type: 'start'; url: string; tokens: string[]; channel: string };

export type WorkerMessage =
  | { type: 'ready'; connected: number; failed: number }
  | { type: 'round'; round: number; latenciesUs: number[] };
