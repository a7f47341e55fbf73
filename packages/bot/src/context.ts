import type { CreatureDto, PlayerDto } from '@heroroad/protocol';
import type { GameClient } from './client.js';

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
  waitSeconds(seconds: number, why: string): Promise<void>;
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
