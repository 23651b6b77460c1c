import { describe, expect, it } from 'vitest';
import type { SupportMessage } from '@wheelhouse/contracts/support';
import { withMessage } from './conversation';

const message = (id: string, body = id): SupportMessage => ({
  id,
  author: 'staff',
  body,
  attachment: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('withMessage', () => {
  it('adds a message once, in id order (9 before 10)', () => {
    const first = withMessage(undefined, message('10'));
    const both = withMessage(first, message('9'));
    expect(both.messages.map((m) => m.id)).toEqual(['9', '10']);
    expect(withMessage(both, message('10', 'again')).messages).toHaveLength(2);
  });
});
