import { CLAN_BUDGET_FIELDS, type ClanBudget, type ClanBudgetField } from '@heroroad/rules';
import { sql } from 'kysely';
import type { Executor } from '../db/tx.js';
import { clanError } from './errors.js';
import { budgetOf } from './store.js';
import type { ClanTable } from './tables.js';

const COLUMN: Readonly<Record<ClanBudgetField, keyof ClanTable & string>> = {
  gold: 'gold',
  gems: 'gems',
  redCrystal: 'red_crystal',
  blueCrystal: 'blue_crystal',
  gears: 'gears',
};

export interface BudgetEntry {
  readonly reason: string;
  /** Names the movement: one key moves the budget once. */
  readonly key: string;
  readonly playerId: number | null;
}

function positive(amounts: Partial<ClanBudget>): [ClanBudgetField, number][] {
  return CLAN_BUDGET_FIELDS.flatMap((f) => {
    const v = amounts[f] ?? 0;
    return v > 0 ? [[f, v] as [ClanBudgetField, number]] : [];
  });
}

/**
 * A clan's budget, the way the wallet is a player's: every movement is one conditional update of
 * the clan row and one `clan_ledger` row under the caller's key (with the budget after it), in
 * the caller's transaction. A debit never takes the budget below zero: short, it writes nothing
 * and refuses with 'У клана недостаточно средств'.
 */
export class ClanBudgetPort {
  constructor(
    private readonly db: Executor,
    private readonly clanId: number,
    private readonly now: number,
  ) {}

  credit(amounts: Partial<ClanBudget>, entry: BudgetEntry): Promise<ClanBudget> {
    return this.move(amounts, 1, entry);
  }

  debit(amounts: Partial<ClanBudget>, entry: BudgetEntry): Promise<ClanBudget> {
    return this.move(amounts, -1, entry);
  }

  private async move(
    amounts: Partial<ClanBudget>,
    sign: 1 | -1,
    entry: BudgetEntry,
  ): Promise<ClanBudget> {
    const parts = positive(amounts);
    let q = this.db.updateTable('clan').where('id', '=', this.clanId);
    const set: Record<string, unknown> = {};
    for (const [f, v] of parts) {
      const col = COLUMN[f];
      set[col] = sql`${sql.ref(col)} + ${sign * v}`;
      if (sign < 0) q = q.where(sql.ref(col), '>=', v);
    }
    if (parts.length > 0) {
      const res = await q.set(set).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw clanError('CLAN_NOT_ENOUGH_FUNDS');
    }
    const row = await this.db
      .selectFrom('clan')
      .selectAll()
      .where('id', '=', this.clanId)
      .executeTakeFirstOrThrow();
    const after = budgetOf(row);
    const deltas = Object.fromEntries(parts.map(([f, v]) => [f, sign * v]));
    await this.db
      .insertInto('clan_ledger')
      .values({
        idempotency_key: entry.key,
        clan_id: this.clanId,
        player_id: entry.playerId,
        reason: entry.reason,
        deltas: JSON.stringify(deltas),
        balances: JSON.stringify(after),
        created_at: this.now,
      })
      .execute();
    return after;
  }
}
