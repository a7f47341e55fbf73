import { memberBonuses, NO_CLAN_BONUSES, type MemberBonuses } from '@heroroad/rules';
import type { ClanBonuses } from '../battle/raid-hooks.js';
import type { PlayerUnit } from '../player/unit.js';
import { buildings } from './store.js';

/**
 * The bonuses a member's clan buildings give in every battle (rules' `memberBonuses`): the hall of
 * experience's experience, the clan shield's guard on the gold of a defeat. Read from the
 * buildings as they stand, inside the battle's completion.
 */
export class ClanMemberBonuses implements ClanBonuses {
  async of(p: PlayerUnit): Promise<MemberBonuses> {
    const clanId = p.row.clan_id;
    if (clanId === null) return NO_CLAN_BONUSES;
    const all = await buildings(p.trx, Number(clanId));
    return memberBonuses({
      EXPERIENCE: all.get('EXPERIENCE')!.level,
      CLAN_SHIELD: all.get('CLAN_SHIELD')!.level,
    });
  }
}
