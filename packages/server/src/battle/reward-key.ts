import { ledgerKey, type LedgerKey } from '../economy/keys.js';
import { ANY_PART, type KeyPattern } from '../economy/ledger-queries.js';

/** The key a won battle's reward is paid under: a won battle always pays it, once. */
export const battleRewardKey = (battleId: number): LedgerKey =>
  ledgerKey('battle', battleId, 'reward');

/** The keys of every battle's reward, for what counts wins from the ledger (story tasks). */
export const BATTLE_REWARDS: KeyPattern = ['battle', ANY_PART, 'reward'];
