/** Query keys of the tournaments data (the sidebar, the pages); the realtime channel refreshes them. */
export const tournamentQueryKeys = {
  all: ['tournaments'] as const,
  sidebar: (lang: string) => ['tournaments', 'sidebar', lang] as const,
  list: (status: string, lang: string) => ['tournaments', 'list', status, lang] as const,
  detail: (id: number, lang: string) => ['tournaments', 'detail', id, lang] as const,
  leaderboard: (id: number) => ['tournaments', 'leaderboard', id] as const,
};
