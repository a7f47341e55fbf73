import type { LiveSettingsDto } from '@heroroad/protocol';
import { EVENT_PREVIEW_DAYS, SALE_MODES, type SaleMode } from '@heroroad/rules';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../core/auth-context.js';
import type { Clock } from '../core/clock.js';
import type { Database } from '../db/schema.js';
import { AuditLog, staffActor } from '../moderation/audit.js';

/** How long an instance trusts its copy before reading the values again (another may set them). */
export const LIVE_SETTINGS_TTL_MS = 5_000;

const DEFAULTS: LiveSettingsDto = {
  sale: 'AUTO',
  saleSwitchedAt: 0,
  eventPreviewDays: EVENT_PREVIEW_DAYS,
};

/**
 * Live values administrators tune while the game runs: the sale switch and how far ahead staff
 * preview events. Read synchronously from a copy refreshed every few seconds, so the player info
 * and the bank pay nothing per call; every change is an audit row.
 */
export class LiveSettings {
  private snapshot: LiveSettingsDto = DEFAULTS;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The values now (refreshed in the background once older than LIVE_SETTINGS_TTL_MS). */
  current(): LiveSettingsDto {
    if (this.clock() - this.loadedAt >= LIVE_SETTINGS_TTL_MS) void this.refresh();
    return this.snapshot;
  }

  /** Reads the stored values (an unreachable database keeps the last copy). */
  refresh(): Promise<void> {
    this.loading ??= this.read()
      .catch(() => undefined)
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private async read(): Promise<void> {
    const rows = await this.db.selectFrom('live_setting').select(['key', 'value']).execute();
    const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
    const sale = SALE_MODES.includes(stored.sale as SaleMode) ? (stored.sale as SaleMode) : 'AUTO';
    this.snapshot = {
      sale,
      saleSwitchedAt: typeof stored.saleSwitchedAt === 'number' ? stored.saleSwitchedAt : 0,
      eventPreviewDays:
        typeof stored.eventPreviewDays === 'number' ? stored.eventPreviewDays : EVENT_PREVIEW_DAYS,
    };
    this.loadedAt = this.clock();
  }

  /** Sets the values given, audited with the administrator and the reason. */
  async set(
    auth: AuthContext,
    change: { sale?: SaleMode | undefined; eventPreviewDays?: number | undefined },
    reason: string,
  ): Promise<LiveSettingsDto> {
    await this.refresh();
    const before = this.snapshot;
    const now = this.clock();
    const values: Record<string, unknown> = {};
    if (change.sale !== undefined && change.sale !== before.sale) {
      values.sale = change.sale;
      values.saleSwitchedAt = now;
    }
    if (change.eventPreviewDays !== undefined) values.eventPreviewDays = change.eventPreviewDays;
    await this.db.transaction().execute(async (trx) => {
      for (const [key, value] of Object.entries(values)) {
        const row = {
          key,
          value: JSON.stringify(value),
          updated_at: now,
          updated_by: auth.playerId,
        };
        await trx
          .insertInto('live_setting')
          .values(row)
          .onConflict((oc) => oc.column('key').doUpdateSet(row))
          .execute();
      }
      await new AuditLog(this.db, this.clock).write(
        {
          actor: staffActor(auth.viewerId ?? auth.playerId),
          action: 'settings.set',
          playerId: null,
          details: { before, change: values },
          reason,
          inView: auth.viewerId !== null,
        },
        trx,
      );
    });
    await this.read();
    return this.snapshot;
  }
}
