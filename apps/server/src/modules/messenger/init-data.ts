import { validate } from '@telegram-apps/init-data-node';

/** The messenger user an init data string vouches for. */
export interface InitDataUser {
  id: string;
  firstName: string;
  lastName: string | null;
  username: string | null;
  languageCode: string | null;
}

export interface VerifiedInitData {
  user: InitDataUser;
  authDate: Date;
  startParam: string | null;
}

export type InitDataRefusal = 'invalid_signature' | 'stale' | 'malformed';

/**
 * Checks init data against the bot's token with @telegram-apps/init-data-node (HMAC-SHA256 under
 * HMAC-SHA256("WebAppData", token)) and its age against our clock: auth_date older than `maxAgeMs`
 * (or ahead of the clock by more than a minute) is refused. Decoding follows the form encoding the
 * messenger uses (URLSearchParams: `+` is a space, `%2B` a plus, UTF-8 percent escapes).
 */
export function verifyInitData(
  payload: string,
  token: string,
  now: Date,
  maxAgeMs: number,
): VerifiedInitData | InitDataRefusal {
  try {
    // Expiry is checked below against the app's clock, not the library's Date.now().
    validate(payload, token, { expiresIn: 0 });
  } catch {
    return 'invalid_signature';
  }
  const params = new URLSearchParams(payload);
  const authSeconds = Number.parseInt(params.get('auth_date') ?? '', 10);
  if (!Number.isSafeInteger(authSeconds) || authSeconds <= 0) return 'malformed';
  const authDate = new Date(authSeconds * 1000);
  const age = now.getTime() - authDate.getTime();
  if (age > maxAgeMs || age < -60_000) return 'stale';
  const user = parseUser(params.get('user'));
  if (!user) return 'malformed';
  const startParam = params.get('start_param');
  return { user, authDate, startParam: startParam ? startParam : null };
}

function parseUser(raw: string | null): InitDataUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const id = user.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof user.first_name !== 'string') return null;
  const text = (field: unknown, max: number) =>
    typeof field === 'string' && field.length > 0 ? field.slice(0, max) : null;
  return {
    id: String(id),
    firstName: user.first_name.slice(0, 128),
    lastName: text(user.last_name, 128),
    username: text(user.username, 64),
    languageCode: text(user.language_code, 16),
  };
}
