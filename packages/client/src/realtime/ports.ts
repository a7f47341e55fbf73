import type { Lang } from '@heroroad/rules';
import type { TFunction } from 'i18next';
import type { ApiClient } from '../api/client';
import type { ErrorReporter } from '../api/errorReporter';
import type { SessionTransport } from '../api/session';
import type { EventBus } from '../events/bus';
import type { GameBus } from '../events/gameEvents';
import type { BattleStore } from '../stores/battleStore';
import type { PlayerStore } from '../stores/playerStore';
import type { SocialStore } from '../stores/socialStore';
import type { UiStore } from '../stores/uiStore';
import type { RealtimeEvents } from './events';

/**
 * The game's services the realtime link reads and fills: infrastructure only. The game's own
 * ports (`GameServices`, app/ports.ts) extend these, so the link knows no flow and no `Game`.
 */
export interface RealtimeServices {
  readonly session: SessionTransport;
  readonly bus: GameBus;
  readonly player: PlayerStore;
  readonly battle: BattleStore;
  readonly ui: UiStore;
  readonly social: SocialStore;
  /** Notifications from the link, one event per type. */
  readonly notifications: EventBus<RealtimeEvents>;
  readonly api: ApiClient;
  readonly reporter: ErrorReporter;
  readonly t: TFunction;
  readonly lang: Lang;
}

/**
 * What the link tells the game beyond its notifications, and the one thing it asks. The
 * composition (main.tsx, with app/realtimeFlows.ts) answers each with the game's flows.
 */
export interface RealtimeFlows {
  /** The link came back after it had been reported lost. */
  readonly onRecovered: () => void;
  /** The link stayed down through its retries. */
  readonly onLost: () => void;
  /** The player's open challenge was taken up (a push that did not bring its battle). */
  readonly onDuelTaken: () => Promise<unknown>;
  /** A move of the duel on screen was pushed and the screen has not shown it yet. */
  readonly onDuelMoved: () => Promise<unknown>;
  /** The running duel the player watches on the battle scene (its battle id), or null. */
  readonly watchedDuel: () => number | null;
}
