import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressMatcher, parseCidrList } from '../../platform/cidr';
import { AppError } from '../../platform/errors';
import type { CountryLookup } from '../games';
import type { SettingsService } from '../settings';
import { isRegionGuarded, isRegionRefused } from './region-rules';

export interface RegionGuardDeps {
  settings: Pick<SettingsService, 'recent'>;
  countryOf: CountryLookup;
}

/**
 * The region restriction: a request to a guarded route (region-rules.ts) from a country the
 * operator restricted answers 451 `restricted_region` with the country and the address. The
 * address is the client's as Fastify sees it: behind a proxy only with TRUST_PROXY, which makes
 * it the X-Forwarded-For client (else anyone could claim any country). The settings are read at
 * most RECENT_SETTINGS_MS old, so a change reaches every process within a second.
 */
export function regionGuard(deps: RegionGuardDeps) {
  let matcher: { key: string; matches: (ip: string) => boolean } | undefined;

  function allowListed(list: readonly string[], ip: string): boolean {
    if (list.length === 0) return false;
    const key = list.join(',');
    if (matcher?.key !== key) {
      matcher = { key, matches: addressMatcher(parseCidrList(key).cidrs) };
    }
    return matcher.matches(ip);
  }

  async function check(ip: string): Promise<void> {
    const settings = await deps.settings.recent();
    const restrictedCountries = settings['region.restrictedCountries'];
    if (restrictedCountries.length === 0) return;
    const country = deps.countryOf(ip);
    const refused = isRegionRefused({
      country,
      restrictedCountries,
      allowListed: allowListed(settings['region.allowedIps'], ip),
    });
    if (refused && country) {
      throw new AppError('restricted_region', { extra: { country, ip } });
    }
  }

  return {
    check,
    /** The onRequest hook the app adds before the routes. */
    async hook(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      if (!isRegionGuarded(request.method, request.url)) return;
      await check(request.ip);
    },
  };
}

export type RegionGuard = ReturnType<typeof regionGuard>;
