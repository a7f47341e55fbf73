import { isAccessLevel, nicknameKey, type AccessLevel } from '@heroroad/rules';
import { ledgerKey } from '../economy/keys.js';
import type { WalletCurrency } from '../economy/balances.js';
import type { PlayerRow } from '../player/repository.js';
import type { PlayerKernel } from '../player/unit.js';
import type { AuditLog } from './audit.js';

export class AdminError extends Error {}

/** Balances the support tools may set; emeralds and tickets take whole numbers. */
const SETTABLE = {
  GOLD: false,
  CRYSTAL: false,
  ELIXIR: false,
  MITHRIL: true,
  SULFUR: false,
  CAVIAR: false,
  TICKETS: true,
  EVENT_CURRENCY: true,
} as const satisfies Partial<Record<WalletCurrency, boolean>>;
export type SettableResource = keyof typeof SETTABLE;
export const SETTABLE_RESOURCES = Object.keys(SETTABLE) as SettableResource[];

const MAX_LEVEL = 1000;

/**
 * Operator and staff changes to accounts, each written to the audit log with its reason in the
 * same transaction as the change, through the player kernel.
 */
export class AdminService {
  constructor(
    private readonly audit: AuditLog,
    private readonly players: PlayerKernel,
  ) {}

  /** A player by id (`123` or `#123`) or by nickname. */
  async findPlayer(ref: string): Promise<PlayerRow> {
    const idMatch = /^#?(\d+)$/.exec(ref.trim());
    const row = await this.players.find(
      idMatch ? { id: Number(idMatch[1]) } : { nameKey: nicknameKey(ref) },
    );
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
    return this.players.withPlayer(player.id, async (p) => {
      const from = p.row.access_level;
      const updated = await p.patch({ access_level: level satisfies AccessLevel });
      await this.audit.write(
        { actor, action: 'access.set', playerId: p.id, details: { from, to: level }, reason: why },
        p.trx,
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
    return this.players.withPlayer(player.id, async (p) => {
      const from = p.row.level;
      const updated = await p.patch({ level, current_exp: 0 });
      await this.audit.write(
        { actor, action: 'level.set', playerId: p.id, details: { from, to: level }, reason: why },
        p.trx,
      );
      return updated;
    });
  }

  /** Sets a balance; the ledger records the change under the key of its audit entry. */
  async setResource(
    ref: string,
    resource: string,
    amount: number,
    reason: string,
    actor: string,
  ): Promise<PlayerRow> {
    if (!Object.hasOwn(SETTABLE, resource)) {
      throw new AdminError(
        `Unknown resource "${resource}"; one of ${SETTABLE_RESOURCES.join(', ')}`,
      );
    }
    const currency = resource as SettableResource;
    if (!Number.isFinite(amount) || amount < 0)
      throw new AdminError('The amount must be a number of 0 or more');
    if (SETTABLE[currency] && !Number.isSafeInteger(amount))
      throw new AdminError(`${resource} takes whole numbers only`);
    const why = AdminService.reasonOf(reason);
    const player = await this.findPlayer(ref);
    return this.players.withPlayer(player.id, async (p) => {
      const before = (await p.wallet.balances())[currency];
      const auditId = await this.audit.write(
        {
          actor,
          action: 'resource.set',
          playerId: p.id,
          details: { resource, from: before, to: amount },
          reason: why,
        },
        p.trx,
      );
      await p.wallet.setBalance(currency, amount, {
        reason: `support: ${why}`,
        key: ledgerKey('support', auditId),
      });
      return p.row;
    });
  }
}
