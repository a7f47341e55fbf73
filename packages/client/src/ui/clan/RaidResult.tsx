import { abbreviateNumber } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRaid } from '../../app/clan/clan';
import { amountText } from '../../i18n/words';
import { CurrencyIcon } from '../CurrencyIcon';
import { useGame } from '../GameContext';

interface Line {
  readonly text: string;
  /** The currency the line pays, shown with its icon. */
  readonly currency?: string;
}

/**
 * What a raid battle counted, under its result: the damage to the boss and the gold it paid, and
 * the gold crystals of the killing blow when the boss fell to it.
 */
export function RaidResult() {
  const game = useGame();
  const { t } = useTranslation();
  const [lines, setLines] = useState<Line[]>([]);
  useEffect(() => {
    let live = true;
    loadRaid(game).then(
      (raid) => {
        const f = raid.lastFight;
        if (!live || !f || f.damage === null) return;
        const out: Line[] = [
          {
            text: t('clan.raid.fought', {
              damage: abbreviateNumber(f.damage),
              gold: amountText(f.gold ?? 0, 'GOLD', game.lang),
            }),
          },
        ];
        if (f.bossFell) out.push({ text: t('clan.raid.bossFell') });
        else if (raid.bossHealth !== null && raid.bossHealthMax !== null)
          out.push({
            text: t('clan.raid.boss', {
              hp: Math.ceil(raid.bossHealth),
              max: Math.ceil(raid.bossHealthMax),
            }),
          });
        if (f.goldCrystals > 0)
          out.push({
            text: t('clan.raid.killingBlow', {
              amount: amountText(f.goldCrystals, 'GOLD_CRYSTAL', game.lang),
            }),
            currency: 'GOLD_CRYSTAL',
          });
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
        <li key={line.text} className="battle-result-raid">
          {line.currency && <CurrencyIcon currency={line.currency} size={16} />}
          {line.text}
        </li>
      ))}
    </>
  );
}
