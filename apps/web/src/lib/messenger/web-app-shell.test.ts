import { describe, expect, it } from 'vitest';
import {
  messengerWebApp,
  setUpMessengerShell,
  versionAtLeast,
  type MessengerWebApp,
} from './web-app-shell';

/** A WebApp object that records which of its methods the shell called, in order. */
function recordingWebApp(version: string, refuse: string[] = []) {
  const called: string[] = [];
  const method = (name: string) => () => {
    called.push(name);
    if (refuse.includes(name)) throw new Error(`WebAppMethodUnsupported: ${name}`);
  };
  const webApp: MessengerWebApp = {
    version,
    ready: method('ready'),
    requestFullscreen: method('requestFullscreen'),
    enableClosingConfirmation: method('enableClosingConfirmation'),
    disableVerticalSwipes: method('disableVerticalSwipes'),
  };
  return { webApp, called };
}

describe('messenger shell set-up', () => {
  it('asks for full screen from version 8, then ready, closing confirmation and no swipes', () => {
    const { webApp, called } = recordingWebApp('8.0');
    expect(setUpMessengerShell(webApp)).toEqual({ fullScreen: true });
    expect(called).toEqual([
      'requestFullscreen',
      'ready',
      'enableClosingConfirmation',
      'disableVerticalSwipes',
    ]);
  });

  it('enables the closing confirmation on older versions too, without full screen', () => {
    const { webApp, called } = recordingWebApp('7.10');
    expect(setUpMessengerShell(webApp)).toEqual({ fullScreen: false });
    expect(called).toEqual(['ready', 'enableClosingConfirmation', 'disableVerticalSwipes']);
  });

  it('carries on past a method the messenger refuses, and does nothing outside the messenger', () => {
    const { webApp, called } = recordingWebApp('6.1', ['disableVerticalSwipes']);
    expect(() => setUpMessengerShell(webApp)).not.toThrow();
    expect(called).toContain('enableClosingConfirmation');
    expect(setUpMessengerShell(undefined)).toEqual({ fullScreen: false });
  });

  it('reads the major version', () => {
    expect(versionAtLeast('8.0', 8)).toBe(true);
    expect(versionAtLeast('10.1', 8)).toBe(true);
    expect(versionAtLeast('7.10', 8)).toBe(false);
    expect(versionAtLeast(undefined, 8)).toBe(false);
    expect(versionAtLeast('x', 8)).toBe(false);
  });
});

describe('messenger bridge without its script', () => {
  it("posts the closing confirmation through the phone apps' webview proxy", () => {
    const posted: Array<[string, unknown]> = [];
    const host = {
      TelegramWebviewProxy: {
        postEvent: (type: string, data: string) => posted.push([type, JSON.parse(data)]),
      },
    };
    const webApp = messengerWebApp(host, '#tgWebAppData=x&tgWebAppVersion=8.0');
    expect(setUpMessengerShell(webApp)).toEqual({ fullScreen: true });
    expect(posted).toEqual([
      ['web_app_request_fullscreen', {}],
      ['web_app_ready', {}],
      ['web_app_setup_closing_behavior', { need_confirmation: true }],
      ['web_app_setup_swipe_behavior', { allow_vertical_swipe: false }],
    ]);
  });

  it('posts to the parent frame in the web client, and prefers the WebApp object when present', () => {
    const messages: Array<{ eventType: string; eventData: unknown }> = [];
    const host = {
      parent: { postMessage: (message: string) => messages.push(JSON.parse(message)) },
    };
    setUpMessengerShell(messengerWebApp(host, '#tgWebAppVersion=7.2'));
    expect(messages.map((message) => message.eventType)).toEqual([
      'web_app_ready',
      'web_app_setup_closing_behavior',
      'web_app_setup_swipe_behavior',
    ]);
    const { webApp } = recordingWebApp('8.0');
    expect(messengerWebApp({ ...host, Telegram: { WebApp: webApp } }, '')).toBe(webApp);
    expect(messengerWebApp({}, '')).toBeNull();
  });
});
