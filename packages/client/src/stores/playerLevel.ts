import type { PlayerState } from './playerStore';

/**
 * The player's level, 1 before the player has loaded (so the level gates hide what needs more).
 * Apart from the store's module so a menu button's gate reads it without the store's code.
 */
export const playerLevel = (s: Pick<PlayerState, 'player'>): number => s.player?.level ?? 1;
