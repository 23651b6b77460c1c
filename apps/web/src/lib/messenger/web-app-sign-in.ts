import { apiRequest } from '../api-client';
import { setBearerToken } from '../session/bearer-token';
import type { MessengerEntry } from './entry';

/** The answer's shape (contracts/messenger ZWebAppSignInResponse), loaded with this chunk only. */
const responseSchema = () =>
  import('@wheelhouse/contracts/messenger').then((m) => m.ZWebAppSignInResponse);

/**
 * Messenger sign-in, version 2 (shell spec §4, §7): sends botId, the init data as payload and its
 * start parameter as promo; keeps the bearer session and clears the address hash (it carried the
 * init data). A failure is logged only: no message, the app goes on as a guest (spec §8).
 */
export async function signInWithInitData(entry: MessengerEntry): Promise<boolean> {
  const promo = new URLSearchParams(entry.initData).get('start_param');
  try {
    const session = await apiRequest('/api/v1/auth/web-app/v2', {
      method: 'POST',
      body: { botId: entry.botId, payload: entry.initData, promo: promo || null },
      schema: responseSchema,
    });
    setBearerToken(session.token);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return true;
  } catch (error) {
    console.warn('messenger sign-in failed', error);
    return false;
  }
}
