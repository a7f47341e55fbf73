import { DONATION_TYPES, type DonationType } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { donate } from '../../app/clan/clan';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import type { ClanTabProps } from './types';
import { localeOf } from '../../i18n/words';

const PLAYER_FIELD = {
  GOLD: 'gold',
  CRYSTAL: 'crystal',
  MITHRIL: 'mithril',
  GEARS: 'gears',
} as const;
const EMPTY: Record<DonationType, string> = { GOLD: '', CRYSTAL: '', MITHRIL: '', GEARS: '' };

/** The budget (updated live as members give) and the donation form. */
export function BudgetTab({ my, onChange }: ClanTabProps) {
  const game = useGame();
  const { t } = useTranslation();
  const stat = my.clan.clanStat;
  const [amounts, setAmounts] = useState<Record<DonationType, string>>(EMPTY);
  const give = useAction(async () => {
    const portions = DONATION_TYPES.map((type) => ({
      type,
      amount: Math.floor(Number(amounts[type])),
    })).filter((p) => Number.isFinite(p.amount) && p.amount > 0);
    if (portions.length === 0) throw new Error(t('clan.budget.nothing'));
    const key = crypto.randomUUID();
    onChange(await donate(game, portions, key));
    setAmounts(EMPTY);
  });
  const player = game.player.getState().player;
  return (
    <div>
      <dl className="clan-budget" aria-live="polite">
        {(['gold', 'gems', 'blueCrystal', 'redCrystal', 'gears'] as const).map((k) => (
          <div key={k}>
            <dt>{t(`clan.budget.${k}`)}</dt>
            <dd>{Math.floor(stat[k]).toLocaleString(localeOf(game.lang))}</dd>
          </div>
        ))}
      </dl>
      <p className="clan-note">{t('clan.budget.how')}</p>
      <form
        className="clan-form"
        onSubmit={(e) => {
          e.preventDefault();
          void give.run();
        }}
      >
        {DONATION_TYPES.map((type) => (
          <Field
            key={type}
            label={t(`clan.donate.${type}`)}
            type="number"
            min={1}
            inputMode="numeric"
            value={amounts[type]}
            hint={t('clan.donate.have', { n: Math.floor(player?.[PLAYER_FIELD[type]] ?? 0) })}
            onChange={(v) => setAmounts((a) => ({ ...a, [type]: v }))}
          />
        ))}
        <Button type="submit" busy={give.busy}>
          {t('clan.donate.give')}
        </Button>
      </form>
    </div>
  );
}
