import type { CreatureDto, PlayerDto } from '@heroroad/protocol';
import type { GameClient } from './client.js';

/**
 * What a wait or a lost gate is for: health coming back (gold short for a restore), a rank's
 * timer, or, for a lost gate, a squad that could not grow for lack of gold (a level below the cap
 * unaffordable) or at the player-level cap.
 */
export type WaitFor = 'health' | 'timers';
export type HeldBy = 'gold' | 'cap';

/** One stair of the first evening: when it opened on the play clock and what it cost. */
export interface StairLog {
  readonly stair: number;
  /** Seconds on the play clock when its gate fell. */
  readonly openedAt: number;
  readonly losses: number;
  readonly waited: Record<WaitFor, number>;
  /** Gate losses by what held the squad back. */
  readonly heldBy: Record<HeldBy, number>;
}

/** What the bot counts while it plays; the report is built from it. */
export interface BotStats {
  battlesWon: number;
  battlesLost: number;
  placesTaken: number;
  placesSkipped: number;
  goldEarned: number;
  restores: number;
  potionsUsed: number;
  heroesBought: number;
  heroLevelsBought: number;
  artifactsEquipped: number;
  artifactsReforged: number;
  forcesStarted: number;
  slotOffersTaken: number;
  cardsUsed: number;
  ranksAwaited: number;
  farmRounds: number;
  waits: number;
  waitedSeconds: number;
  chaptersRead: number;
  tasksClaimed: number;
  snowVisits: number;
  portalsUsed: number;
  clanDonations: number;
  /**
   * The play clock, as the balance simulation keeps it: 20 s a battle plus 2 s a move, plus every
   * wait. Requests over a fast connection take far less; this is the time a person would spend.
   */
  playSeconds: number;
  /** Stair being played: its losses, waits and what held its gate. */
  current: { losses: number; waited: Record<WaitFor, number>; heldBy: Record<HeldBy, number> };
  /** Every stair conquered, in order. */
  stairs: StairLog[];
}

export function emptyStair(): BotStats['current'] {
  return { losses: 0, waited: { health: 0, timers: 0 }, heldBy: { gold: 0, cap: 0 } };
}

export function emptyStats(): BotStats {
  return {
    battlesWon: 0,
    battlesLost: 0,
    placesTaken: 0,
    placesSkipped: 0,
    goldEarned: 0,
    restores: 0,
    potionsUsed: 0,
    heroesBought: 0,
    heroLevelsBought: 0,
    artifactsEquipped: 0,
    artifactsReforged: 0,
    forcesStarted: 0,
    slotOffersTaken: 0,
    cardsUsed: 0,
    ranksAwaited: 0,
    farmRounds: 0,
    waits: 0,
    waitedSeconds: 0,
    chaptersRead: 0,
    tasksClaimed: 0,
    snowVisits: 0,
    portalsUsed: 0,
    clanDonations: 0,
    playSeconds: 0,
    current: emptyStair(),
    stairs: [],
  };
}

/** Ends a run early on purpose: a budget ran out or progress stalled; the reason is reported. */
export class BotStop extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BotStop';
  }
}

export type LogLevel = 'info' | 'detail';

/** The state one run shares between its parts: the client, the latest player, the counters. */
export interface BotContext {
  readonly client: GameClient;
  /** The player as the server last answered it. */
  player: PlayerDto;
  readonly stats: BotStats;
  log(level: LogLevel, line: string): void;
  /** Throws BotStop once the request budget is spent; called at the top of every loop. */
  checkBudget(): void;
  /** Lets time pass for health to come back; throws BotStop past the waiting budget. */
  waitSeconds(seconds: number, why: string, what: WaitFor): Promise<void>;
}

/** The heroes that fight, in squad order. */
export function squadOf(p: PlayerDto): CreatureDto[] {
  return p.creatures.filter((c) => c.combative).sort((a, b) => a.order - b.order || a.id - b.id);
}

function skill(c: CreatureDto, type: string) {
  return c.skills.find((s) => s.skillType === type);
}

function healthOf(c: CreatureDto): { current: number; max: number } {
  const s = skill(c, 'HEALTH');
  return { current: s?.valueCurrent ?? 0, max: s?.valueTotal ?? 0 };
}

/** The squad's health left as a share of its full health (0 when it has none). */
export function squadHealthShare(p: PlayerDto): number {
  let current = 0;
  let max = 0;
  for (const c of squadOf(p)) {
    const h = healthOf(c);
    current += h.current;
    max += h.max;
  }
  return max > 0 ? current / max : 0;
}

export function anyFallen(p: PlayerDto): boolean {
  return squadOf(p).some((c) => healthOf(c).current <= 0);
}

/** Gold as the report shows it: whole coins. */
export function coins(n: number): string {
  return Math.floor(n).toLocaleString('en-US');
}
