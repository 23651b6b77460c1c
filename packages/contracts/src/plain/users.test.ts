import { describe, expect, it } from 'vitest';
import { greetingName } from './users';

describe('greetingName', () => {
  it('greets by name, else by the e-mail’s local part', () => {
    expect(greetingName({ firstName: 'Ann', lastName: 'Lee', email: 'x@example.test' })).toBe(
      'Ann Lee',
    );
    expect(greetingName({ firstName: null, lastName: null, email: 'ann.lee@example.test' })).toBe(
      'ann.lee',
    );
  });

  it('has no name for a player with neither (a messenger sign-up), nor without a player', () => {
    expect(greetingName({ firstName: ' ', lastName: null, email: null })).toBe('');
    expect(greetingName(null)).toBe('');
  });
});
