import { useParams } from 'react-router';
import { useGameProviders } from '../../../lib/games/get-game-providers';
import { GamesListPage } from './games-list-page';

/** /providers/{value}/games: every game of a provider. */
export function ProviderGamesPage() {
  const { value = '' } = useParams();
  const providers = useGameProviders();
  const title = providers.data?.items.find((provider) => provider.value === value)?.name ?? value;
  return (
    <GamesListPage
      key={value}
      testId="provider-games-page"
      title={title}
      filter={{ provider: value }}
    />
  );
}
