import { isApiError } from '../../../lib/api-error';

/** The messenger user the init data names, for the screen to show (not trusted: the server checks). */
export interface MessengerUser {
  firstName: string;
  lastName: string | null;
  username: string | null;
}

export function messengerUserOf(initData: string): MessengerUser | null {
  try {
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? '') as Record<
      string,
      unknown
    >;
    if (typeof user.first_name !== 'string') return null;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return {
      firstName: user.first_name,
      lastName: text(user.last_name),
      username: text(user.username),
    };
  } catch {
    return null;
  }
}

/** The `bot` section key that explains why linking failed, in words. */
export type LinkErrorKey =
  | 'bot.link_error_messenger_taken'
  | 'bot.link_error_player_taken'
  | 'bot.link_error_expired'
  | 'bot.link_error_signed_out'
  | null;

/**
 * The link's refusals a player can act on: the 409's `reason` says which account is linked
 * elsewhere; `invalid_credentials` is init data the server refused (too old: the mini-app was
 * open too long); `unauthorized` is an ended session. Anything else gets the generic message.
 */
export function linkErrorKey(error: unknown): LinkErrorKey {
  if (!isApiError(error)) return null;
  if (error.status === 409 && error.body?.reason === 'messenger_linked_elsewhere')
    return 'bot.link_error_messenger_taken';
  if (error.status === 409 && error.body?.reason === 'player_linked_elsewhere')
    return 'bot.link_error_player_taken';
  if (error.detail === 'invalid_credentials') return 'bot.link_error_expired';
  if (error.detail === 'unauthorized') return 'bot.link_error_signed_out';
  return null;
}
