import { describe, expect, it } from 'vitest';
import { realtimeUrl } from './realtime-url';

describe('realtimeUrl', () => {
  it('uses the page origin with ws: or wss: and escapes the token', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' }, 'a.b')).toBe(
      'ws://localhost:5173/ws?token=a.b',
    );
    expect(realtimeUrl({ protocol: 'https:', host: 'play.example.com' }, 'x+y/z')).toBe(
      'wss://play.example.com/ws?token=x%2By%2Fz',
    );
  });

  it('leaves the token out for a guest', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'play.example.com' }, null)).toBe(
      'wss://play.example.com/ws',
    );
  });
});
