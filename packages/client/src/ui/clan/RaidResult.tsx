import { abbreviateNumber } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRaid } from '../../app/clan/clan';
import { useGame } from '../GameContext';

/** What a raid battle counted, under its result: the damage to the boss and the gold it paid. */
export function RaidResult() {
  const game = useGame();
  const { t } = useTranslation();
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    loadRaid(game).then(
      (raid) => {
        const f = raid.lastFight;
        if (!live || !f || f.damage === null) return;
        const out = [
          t('clan.raid.fought', {
            damage: abbreviateNumber(f.damage),
            gold: abbreviateNumber(f.gold ?? 0),
          }),
        ];
        if (f.bossFell) out.push(t('clan.raid.bossFell'));
        else if (raid.bossHealth !== null && raid.bossHealthMax !== null)
          out.push(
            t('clan.raid.boss', {
              hp: Math.ceil(raid.bossHealth),
              max: Math.ceil(raid.bossHealthMax),
            }),
          );
        setLines(out);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game, t]);
  return (
    <>
      {lines.map((line) => (
        <li key={line} className="battle-result-raid">
          {line}
        </li>
      ))}
    </>
  );
}
