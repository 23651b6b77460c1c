import { useParams } from 'react-router';
import { useGameProviders } from '../../../lib/games/get-game-providers';
import { usePageMeta } from '../../../lib/use-page-meta';
import { GamesListPage } from './games-list-page';

/** /providers/{value}/games: every game of a provider. */
export function ProviderGamesPage() {
  const { value = '' } = useParams();
  const providers = useGameProviders();
  const title = providers.data?.items.find((provider) => provider.value === value)?.name ?? value;
  const known = providers.data?.items.some((provider) => provider.value === value);
  usePageMeta(
    known
      ? { kind: 'provider', values: { name: title } }
      : providers.isPending
        ? null
        : { kind: 'site' },
  );
  return (
    <GamesListPage
      key={value}
      testId="provider-games-page"
      title={title}
      filter={{ provider: value }}
    />
  );
}
