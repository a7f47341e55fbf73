import type { ClanEvent } from '@heroroad/rules';
import type { Kernel } from '../kernel.js';
import { budgetOf, findClan } from './store.js';

/**
 * What members' clients hear on /stomp/clan/{id} once a change commits: the event and, for
 * donations and spending, the budget after it, so the budget on screen updates live.
 */
export class ClanEvents {
  constructor(private readonly k: Kernel) {}

  /** Pushes `event` after the change of `unit` commits. */
  after(
    unit: { afterCommit(fn: () => void): void },
    clanId: number,
    event: ClanEvent,
    actorId: number | null,
    targetId: number | null,
    withBudget = false,
  ): void {
    unit.afterCommit(() => void this.push(clanId, event, actorId, targetId, withBudget));
  }

  async push(
    clanId: number,
    event: ClanEvent,
    actorId: number | null,
    targetId: number | null,
    withBudget: boolean,
  ) {
    const clan = withBudget ? await findClan(this.k.db.kysely, clanId) : undefined;
    this.k.notify.clan(clanId, 'CLAN', {
      clanId,
      event,
      actorId,
      targetId,
      clanStat: clan ? budgetOf(clan) : null,
    });
  }

  /**
   * A member who left or was kicked stops hearing the clan at once: their connections end (here
   * and on every instance) and the client reconnects with what it may see now.
   */
  dropMember(playerId: number): void {
    this.k.realtime.disconnectPlayer(playerId);
  }
}
