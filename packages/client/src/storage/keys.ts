import type { SceneKey } from '../model/scenes';

/**
 * Every browser storage key the client uses, with the type of its value. SPEC §3 lists the first
 * group; the session transport values of SPEC §7 and the error-report counter follow.
 */
export interface StoredValues {
  /** A random id for this browser, sent with client error reports to group them. */
  sessionId: string;
  /** Player ids seen on one partner platform (an account switcher reads them). */
  platformIds: number[];
  /** The highest level among this browser's accounts … */
  maxLevel: number;
  /** … and when it was last updated (epoch ms). */
  maxLevelUpdatedAt: number;
  /** When the player last declined the character choice (epoch ms). */
  chooseRejectedAt: number;
  /** Whether the player's platform account was remapped to an own-site account. */
  usedRemap: boolean;
  /** Creature ids in the order the player arranged the squad. */
  creatureOrder: number[];
  /** Button order of the mini panel and of the unlimited panel. */
  miniPanelOrder: string[];
  unlimitedPanelOrder: string[];
  /** Session transport values the server answered (SPEC §7). */
  jsession: string;
  authorization: string;
  /** Client errors already reported in this browser session. */
  errorReports: number;
  /** When the player's daily reward can next be taken (epoch ms), once it was taken. */
  everydayNextAt: { readonly playerId: number; readonly at: number };
  /** The road hints a player put away or whose advice they followed, so they stay away. */
  putAwayHints: { readonly playerId: number; readonly hints: readonly string[] };
  /** The last game scene this page showed: the next start fetches its first scene's code by it. */
  lastScene: SceneKey;
  /** While staff view the game as a player: their own session to return to, and whose game it is. */
  staffReturn: {
    readonly jsession: string | null;
    readonly authorization: string | null;
    readonly playerId: number;
    readonly playerName: string;
  };
}

export type StorageKey = keyof StoredValues;

/** The names under which each value is stored; one prefix keeps them apart from other apps. */
export const STORAGE_KEYS = {
  sessionId: 'hr.sessionId',
  platformIds: 'hr.platformIds',
  maxLevel: 'hr.maxLevel',
  maxLevelUpdatedAt: 'hr.maxLevelUpdatedAt',
  chooseRejectedAt: 'hr.chooseRejectedAt',
  usedRemap: 'hr.usedRemap',
  creatureOrder: 'hr.creatureOrder',
  miniPanelOrder: 'hr.miniPanelOrder',
  unlimitedPanelOrder: 'hr.unlimitedPanelOrder',
  jsession: 'hr.jsession',
  authorization: 'hr.authorization',
  errorReports: 'hr.errorReports',
  everydayNextAt: 'hr.everydayNextAt',
  staffReturn: 'hr.staffReturn',
  putAwayHints: 'hr.putAwayHints',
  lastScene: 'hr.lastScene',
} as const satisfies Record<StorageKey, string>;

/** Values that belong to one tab's visit rather than to the browser. */
export const SESSION_SCOPED: ReadonlySet<StorageKey> = new Set(['errorReports']);
