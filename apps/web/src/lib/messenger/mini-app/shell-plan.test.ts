import { describe, expect, it } from 'vitest';
import { backButtonVisible, insetCssVar, shellPlan, versionAtLeast } from './shell-plan';

describe('the messenger shell plan', () => {
  it('asks for full screen and insets from version 8 only', () => {
    expect(shellPlan({ version: '8.0', platform: 'ios' })).toEqual({
      fullScreen: true,
      safeArea: true,
    });
    expect(shellPlan({ version: '10.1', platform: 'android' }).fullScreen).toBe(true);
    expect(shellPlan({ version: '7.10', platform: 'ios' })).toEqual({
      fullScreen: false,
      safeArea: false,
    });
    expect(shellPlan({ version: undefined, platform: 'ios' }).fullScreen).toBe(false);
  });

  it('ignores the safe area on macOS but keeps the content safe area', () => {
    const mac = shellPlan({ version: '8.0', platform: 'macos' });
    expect(mac).toEqual({ fullScreen: true, safeArea: false });
    expect(insetCssVar('safeAreaInsetTop', mac)).toBe('');
    expect(insetCssVar('contentSafeAreaInsetTop', mac)).toBe(
      '--tg-viewport-content-safe-area-inset-top',
    );
  });

  it('names only the inset variables the layout reads', () => {
    const phone = shellPlan({ version: '8.0', platform: 'ios' });
    expect(insetCssVar('safeAreaInsetBottom', phone)).toBe('--tg-viewport-safe-area-inset-bottom');
    expect(insetCssVar('contentSafeAreaInsetLeft', phone)).toBe(
      '--tg-viewport-content-safe-area-inset-left',
    );
    expect(insetCssVar('height', phone)).toBe('');
    expect(insetCssVar('stableHeight', phone)).toBe('');
  });

  it('reads the major version', () => {
    expect(versionAtLeast('8.0', 8)).toBe(true);
    expect(versionAtLeast('7.10', 8)).toBe(false);
    expect(versionAtLeast('x', 8)).toBe(false);
  });

  it('hides the back button on the locale home only', () => {
    expect(backButtonVisible('/en')).toBe(false);
    expect(backButtonVisible('/ru/')).toBe(false);
    expect(backButtonVisible('/en/sportsbook')).toBe(true);
    expect(backButtonVisible('/en/games/42')).toBe(true);
  });
});
