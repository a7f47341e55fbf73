import { randomUUID } from 'node:crypto';
import { isAccessLevel, nicknameKey, type AccessLevel } from '@heroroad/rules';
import type { ResourceType } from '@heroroad/protocol';
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock.js';
import type { Database } from '../db/schema.js';
import type { PlayerRow } from '../player/repository.js';
import type { AuditLog } from './audit.js';

export class AdminError extends Error {}

/** Columns the support tools may set, by resource; exact ones also get a ledger row. */
const RESOURCE_COLUMNS = {
  GOLD: { column: 'gold', exact: false },
  CRYSTAL: { column: 'crystal', exact: false },
  ELIXIR: { column: 'elixir', exact: false },
  MITHRIL: { column: 'mithril', exact: true },
  SULFUR: { column: 'sulfur', exact: false },
  CAVIAR: { column: 'caviar', exact: false },
  TICKETS: { column: 'tickets', exact: true },
} as const satisfies Partial<Record<ResourceType, { column: keyof PlayerRow; exact: boolean }>>;
export type SettableResource = keyof typeof RESOURCE_COLUMNS;
export const SETTABLE_RESOURCES = Object.keys(RESOURCE_COLUMNS) as SettableResource[];

export const MAX_LEVEL = 1000;

/** Operator and staff changes to accounts, each written to the audit log with its reason. */
export class AdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  /** A player by id (`123` or `#123`) or by nickname. */
  async findPlayer(ref: string): Promise<PlayerRow> {
    const idMatch = /^#?(\d+)$/.exec(ref.trim());
    const row = idMatch
      ? await this.db
          .selectFrom('player')
          .selectAll()
          .where('id', '=', Number(idMatch[1]))
          .executeTakeFirst()
      : await this.db
          .selectFrom('player')
          .selectAll()
          .where('name_key', '=', nicknameKey(ref))
          .executeTakeFirst();
    if (!row) throw new AdminError(`No player "${ref}"`);
    return row;
  }

  private static reasonOf(reason: string): string {
    const r = reason.trim();
    if (r.length < 3) throw new AdminError('A reason of at least 3 characters is required');
    return r.slice(0, 500);
  }

  async grantAccess(ref: string, level: string, reason: string, actor: string): Promise<PlayerRow> {
    if (!isAccessLevel(level)) throw new AdminError(`Unknown access level "${level}"`);
    const why = AdminService.reasonOf(reason);
    const player = await this.findPlayer(ref);
    if (level !== 'TRIAL' && player.password_hash === null) {
      throw new AdminError(
        'A guest account has no password; it must register before it can get a level',
      );
    }
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('player')
        .set({ access_level: level satisfies AccessLevel, updated_at: this.clock() })
        .where('id', '=', player.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.audit.write(
        {
          actor,
          action: 'access.set',
          playerId: player.id,
          details: { from: player.access_level, to: level },
          reason: why,
        },
        trx,
      );
      return updated;
    });
  }

  async setLevel(ref: string, level: number, reason: string, actor: string): Promise<PlayerRow> {
    if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) {
      throw new AdminError(`The level must be a whole number from 1 to ${MAX_LEVEL}`);
    }
    const why = AdminService.reasonOf(reason);
    const player = await this.findPlayer(ref);
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('player')
        .set({ level, current_exp: 0, updated_at: this.clock() })
        .where('id', '=', player.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.audit.write(
        {
          actor,
          action: 'level.set',
          playerId: player.id,
          details: { from: player.level, to: level },
          reason: why,
        },
        trx,
      );
      return updated;
    });
  }

  async setResource(
    ref: string,
    resource: string,
    amount: number,
    reason: string,
    actor: string,
  ): Promise<PlayerRow> {
    if (!(resource in RESOURCE_COLUMNS)) {
      throw new AdminError(
        `Unknown resource "${resource}"; one of ${SETTABLE_RESOURCES.join(', ')}`,
      );
    }
    const spec = RESOURCE_COLUMNS[resource as SettableResource];
    if (!Number.isFinite(amount) || amount < 0)
      throw new AdminError('The amount must be a number of 0 or more');
    if (spec.exact && !Number.isSafeInteger(amount))
      throw new AdminError(`${resource} takes whole numbers only`);
    const why = AdminService.reasonOf(reason);
    const player = await this.findPlayer(ref);
    return this.db.transaction().execute(async (trx) => {
      const before = player[spec.column];
      const updated = await trx
        .updateTable('player')
        .set({ [spec.column]: amount, updated_at: this.clock() })
        .where('id', '=', player.id)
        // Conditional on the value read: a concurrent change makes this fail instead of being lost.
        .where(spec.column, '=', before)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw new AdminError('The balance changed meanwhile; run the command again');
      if (spec.exact) {
        await trx
          .insertInto('currency_ledger')
          .values({
            player_id: player.id,
            currency: resource,
            delta: amount - before,
            balance_after: amount,
            reason: `support: ${why}`,
            idempotency_key: `support:${randomUUID()}`,
            created_at: this.clock(),
          })
          .execute();
      }
      await this.audit.write(
        {
          actor,
          action: 'resource.set',
          playerId: player.id,
          details: { resource, from: before, to: amount },
          reason: why,
        },
        trx,
      );
      return updated;
    });
  }
}
