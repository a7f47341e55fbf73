import type { ClanLogEntryDto } from '@heroroad/protocol';
import {
  RAID_DIFFICULTY_DEFS,
  type RaidDifficulty,
  CLAN_BUILDINGS,
  CLAN_RANK_NAMES,
  pickText,
  type ClanBuildingType,
  type ClanRank,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLog } from '../../app/clan/clan';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Loading } from './Loading';
import { useLoaded } from './useLoaded';
import { localeOf } from '../../i18n/words';
import { amountText } from '../../i18n/words';

/** What each kind of gift to the budget is counted in, so its amount takes the right word. */
const DONATED = {
  DONATED_GOLD: 'GOLD',
  DONATED_CRYSTALS: 'CRYSTAL',
  DONATED_EMERALDS: 'MITHRIL',
  DONATED_GEARS: 'GEARS',
} as const;

/** The clan's history: every event of SPEC §4, newest first, a page at a time. */
export function HistoryTab({ clanId, stamp }: { clanId: number; stamp: number }) {
  const game = useGame();
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { value, failed } = useLoaded(
    () => loadLog(game, clanId, page),
    `${clanId}:${page}:${stamp}`,
  );
  if (!value) return <Loading failed={failed} />;
  const line = (e: ClanLogEntryDto) => {
    const d = e.data;
    return t(`clan.event.${e.type}`, {
      actor: e.actorName ?? t('clan.someone'),
      target: e.targetName ?? t('clan.someone'),
      amount:
        typeof d.amount === 'number' && e.type in DONATED
          ? amountText(d.amount, DONATED[e.type as keyof typeof DONATED], game.lang)
          : (d.amount ?? ''),
      building:
        typeof d.building === 'string'
          ? pickText(CLAN_BUILDINGS[d.building as ClanBuildingType].name, game.lang)
          : '',
      level: d.level ?? '',
      rank:
        typeof d.rank === 'string' ? pickText(CLAN_RANK_NAMES[d.rank as ClanRank], game.lang) : '',
      theme: typeof d.theme === 'number' ? d.theme + 1 : '',
      difficulty:
        typeof d.difficulty === 'string' && d.difficulty in RAID_DIFFICULTY_DEFS
          ? pickText(RAID_DIFFICULTY_DEFS[d.difficulty as RaidDifficulty].name, game.lang)
          : '',
      name: d.to ?? d.name ?? '',
      force: d.force ?? '',
    });
  };
  const time = (ms: number) =>
    new Date(ms).toLocaleString(localeOf(game.lang), {
      dateStyle: 'short',
      timeStyle: 'short',
    });
  return (
    <div>
      {value.entries.length === 0 && <p className="clan-note">{t('clan.history.empty')}</p>}
      <ul className="clan-list clan-log">
        {value.entries.map((e) => (
          <li key={e.id} className="clan-row">
            <small className="clan-time">{time(e.time)}</small>
            <span className="clan-row-main">{line(e)}</span>
          </li>
        ))}
      </ul>
      <div className="clan-pager">
        <Button variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t('clan.prev')}
        </Button>
        <span>{t('clan.page', { n: page + 1, of: Math.max(1, value.pages) })}</span>
        <Button
          variant="ghost"
          disabled={page + 1 >= value.pages}
          onClick={() => setPage(page + 1)}
        >
          {t('clan.next')}
        </Button>
      </div>
    </div>
  );
}
