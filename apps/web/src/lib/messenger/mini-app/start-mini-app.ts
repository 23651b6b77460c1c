import { messengerEntry } from '../entry';
import { signInWithInitData } from '../web-app-sign-in';
import { setUpMessengerShell } from './messenger-shell';

export { default as MessengerBackButton } from './back-button';

/**
 * Bot mode's start (a chunk of its own, with the messenger SDK: nothing of it is in the web's
 * first load). The messenger's shell first, while the launch address still holds the launch
 * parameters; then the sign-in by init data. Resolves when the sign-in attempt has ended, either
 * way: the splash overlay stays until then (shell spec §4).
 */
export async function startMiniApp(): Promise<void> {
  try {
    setUpMessengerShell();
  } catch (error) {
    // The messenger's controls are a nicety: the app works without them.
    console.warn('messenger shell not set up', error);
  }
  const entry = messengerEntry();
  if (entry) await signInWithInitData(entry);
}
