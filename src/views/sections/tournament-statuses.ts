/** The tournament lists' statuses: the route checks its address with them before the page's code loads. */
export const TOURNAMENT_STATUSES = ['active', 'upcoming', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
