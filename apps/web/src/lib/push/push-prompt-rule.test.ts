import { describe, expect, it } from 'vitest';
import {
  PUSH_REFUSAL_SNOOZE_MS,
  shouldShowPushPrompt,
  type PushPromptInput,
} from './push-prompt-rule';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const ALL_HOLD: PushPromptInput = {
  enabled: true,
  signedIn: true,
  supported: true,
  permission: 'default',
  active: false,
  refusedAt: null,
  now: NOW,
};

describe('shouldShowPushPrompt (shell spec §4 "Web push")', () => {
  it('shows when every condition holds', () => {
    expect(shouldShowPushPrompt(ALL_HOLD)).toBe(true);
  });

  it.each<[string, Partial<PushPromptInput>]>([
    ['disabled by configuration', { enabled: false }],
    ['signed out', { signedIn: false }],
    ['push unsupported', { supported: false }],
    ['permission granted', { permission: 'granted' }],
    ['permission denied in the browser', { permission: 'denied' }],
    ['push already active', { active: true }],
    [
      'refused within 7 days',
      { refusedAt: new Date(NOW - PUSH_REFUSAL_SNOOZE_MS + 1).toISOString() },
    ],
  ])('hides when only this fails: %s', (_, change) => {
    expect(shouldShowPushPrompt({ ...ALL_HOLD, ...change })).toBe(false);
  });

  it('shows again once the 7-day snooze is over', () => {
    const refusedAt = new Date(NOW - PUSH_REFUSAL_SNOOZE_MS).toISOString();
    expect(shouldShowPushPrompt({ ...ALL_HOLD, refusedAt })).toBe(true);
  });
});
