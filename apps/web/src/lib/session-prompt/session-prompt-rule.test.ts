import { describe, expect, it } from 'vitest';
import {
  SESSION_PROMPT_DELAY_MS,
  SESSION_PROMPT_RECENT_MS,
  shouldShowSessionPrompt,
  type SessionPromptInput,
} from './session-prompt-rule';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const ALL_HOLD: SessionPromptInput = {
  signedIn: true,
  sessionStartedAt: NOW - SESSION_PROMPT_DELAY_MS,
  lastShownAt: null,
  overlayOpen: false,
  now: NOW,
};

describe('shouldShowSessionPrompt (shell spec §4 "Session prompt")', () => {
  it('shows after 10 minutes of session when every condition holds', () => {
    expect(shouldShowSessionPrompt(ALL_HOLD)).toBe(true);
    expect(
      shouldShowSessionPrompt({
        ...ALL_HOLD,
        lastShownAt: new Date(NOW - SESSION_PROMPT_RECENT_MS).toISOString(),
      }),
    ).toBe(true);
  });

  it.each<[string, Partial<SessionPromptInput>]>([
    ['signed out', { signedIn: false }],
    ['session shorter than 10 minutes', { sessionStartedAt: NOW - SESSION_PROMPT_DELAY_MS + 1 }],
    ['shown recently', { lastShownAt: new Date(NOW - 60_000).toISOString() }],
    ['another overlay is open', { overlayOpen: true }],
  ])('hides when only this fails: %s', (_, change) => {
    expect(shouldShowSessionPrompt({ ...ALL_HOLD, ...change })).toBe(false);
  });
});
