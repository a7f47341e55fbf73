import type { BattleStatusDto, DuellistDto } from '@heroroad/protocol';
import { isDuel, type Team } from '@heroroad/rules';
import type { Executor } from '../db/tx.js';
import type { Kernel } from '../kernel.js';
import type { StoredBattle } from './repository.js';

type DuelBattle = Pick<StoredBattle, 'id' | 'playerId' | 'opponentId' | 'state'>;

interface Side extends DuellistDto {
  readonly clientUuid: string;
}

/**
 * The two players of a duel (GAME_DESIGN "Duels"): their names and levels in the battle status,
 * so each duellist's header says whom they fight; and the pushes that spare either side asking
 * for the other's moves (`DUEL_STARTED` to the challenger, `DUEL_MOVED` to the other duellist
 * and to the duel's watchers), sent after the change has committed.
 */
export class DuelSides {
  constructor(private readonly kernel: Kernel) {}

  private async sides(ids: readonly number[], db: Executor): Promise<Map<number, Side>> {
    const rows = await db
      .selectFrom('player')
      .select(['id', 'name', 'level', 'client_uuid'])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        { playerId: r.id, name: r.name, level: r.level, clientUuid: r.client_uuid },
      ]),
    );
  }

  /** Team 0's and team 1's players of a duel (the challenger and whoever took it up). */
  async pair(
    hostId: number,
    joinerId: number,
    db: Executor = this.kernel.db.kysely,
  ): Promise<readonly [Side, Side] | null> {
    const sides = await this.sides([hostId, joinerId], db);
    const host = sides.get(hostId);
    const joiner = sides.get(joinerId);
    return host && joiner ? [host, joiner] : null;
  }

  /** The status with both duellists named as `team` sees them; any other battle as it was. */
  async name(b: DuelBattle, team: Team, status: BattleStatusDto): Promise<BattleStatusDto> {
    if (!isDuel(b.state) || b.opponentId === null) return status;
    const pair = await this.pair(b.playerId, b.opponentId);
    if (!pair) return status;
    const [own, opponent] = team === 0 ? pair : [pair[1], pair[0]];
    return { ...status, duellists: { own: duellist(own), opponent: duellist(opponent) } };
  }

  /**
   * After a command by `team` landed: the other duellist and the duel's watchers learn the
   * battle has `offset` moves.
   */
  async moved(b: DuelBattle, team: Team, offset: number): Promise<void> {
    if (!isDuel(b.state) || b.opponentId === null) return;
    const moved = { battleId: b.id, offset };
    this.kernel.notify.duel(b.id, 'DUEL_MOVED', moved);
    const otherId = team === 0 ? b.opponentId : b.playerId;
    const other = (await this.sides([otherId], this.kernel.db.kysely)).get(otherId);
    if (other) this.kernel.notify.personal(other.clientUuid, 'DUEL_MOVED', moved);
  }

  /** The challenge was taken up: the challenger's battle scene may come at once. */
  async started(battleId: number, hostId: number, joinerId: number): Promise<void> {
    const pair = await this.pair(hostId, joinerId);
    if (!pair) return;
    this.kernel.notify.personal(pair[0].clientUuid, 'DUEL_STARTED', {
      battleId,
      opponent: duellist(pair[1]),
    });
  }
}

function duellist(s: Side): DuellistDto {
  return { playerId: s.playerId, name: s.name, level: s.level };
}
