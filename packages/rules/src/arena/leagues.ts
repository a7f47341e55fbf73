import type { LocalText } from '../i18n/lang.js';

/** SPEC §3 leagues 1 to 9, each with the rating that qualifies for it and its daily reward. */
export interface LeagueDef {
  readonly id: number;
  readonly key: string;
  readonly name: LocalText;
  /** The rating a player needs at a season's end to stand in this league. */
  readonly minRating: number;
  /** Paid once a Moscow day at the player's chosen time (GAME_DESIGN.md "Arena"). */
  readonly daily: { readonly GOLD: number; readonly MITHRIL: number; readonly TICKETS: number };
}

const l = (
  id: number,
  key: string,
  ru: string,
  en: string,
  minRating: number,
  gold: number,
  gems: number,
  tickets: number,
): LeagueDef => ({
  id,
  key,
  name: { ru, en },
  minRating,
  daily: { GOLD: gold, MITHRIL: gems, TICKETS: tickets },
});

export const LEAGUES: readonly LeagueDef[] = [
  l(1, 'NOVICE', 'Новички', 'Novice', 0, 300, 0, 0),
  l(2, 'WOODEN', 'Деревянная', 'Wooden', 790, 500, 0, 0),
  l(3, 'STONE', 'Каменная', 'Stone', 1000, 800, 1, 0),
  l(4, 'BRONZE', 'Бронзовая', 'Bronze', 1150, 1200, 2, 0),
  l(5, 'SILVER', 'Серебряная', 'Silver', 1300, 1800, 3, 1),
  l(6, 'GOLD', 'Золотая', 'Gold', 1430, 2600, 5, 1),
  l(7, 'DIAMOND', 'Алмазная', 'Diamond', 1560, 3600, 8, 1),
  l(8, 'MASTERS', 'Мастера', 'Masters', 1700, 5000, 12, 2),
  l(9, 'CHAMPIONS', 'Чемпионы', 'Champions', 1870, 7000, 20, 2),
];

export const FIRST_LEAGUE = 1;
export const LAST_LEAGUE = LEAGUES.length;

export function leagueDef(id: number): LeagueDef {
  return LEAGUES[Math.min(LAST_LEAGUE, Math.max(FIRST_LEAGUE, id)) - 1]!;
}

/** The highest league whose threshold a rating reaches. */
export function qualifiedLeague(rating: number): number {
  let best = FIRST_LEAGUE;
  for (const d of LEAGUES) if (rating >= d.minRating) best = d.id;
  return best;
}

/**
 * A season's end moves a player one league at most, towards the league the rating qualifies for:
 * promotion needs the next threshold and at least one attack that season (`active`), relegation
 * happens when the rating fell below the current league's own threshold. One step a season keeps
 * a lucky week from jumping a ladder.
 */
export function leagueAfterSeason(league: number, rating: number, active = true): number {
  const q = qualifiedLeague(rating);
  if (q > league) return active ? league + 1 : league;
  if (q < league) return league - 1;
  return league;
}
