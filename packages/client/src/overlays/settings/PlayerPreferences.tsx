import { PAYMENT_METHODS, type PaymentMethod } from '@heroroad/protocol';
import { LEVELING_PREFERENCES, type LevelingPreference } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { saveSettings } from '../../app/settingsActions';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Segmented } from './Segmented';

type MethodChoice = PaymentMethod | 'ASK';

/**
 * SPEC §2 settings kept on the server: the leveling preference (who the group upgrade raises
 * first) and, on the own site where the bank's providers sell, the preferred payment method.
 */
export function PlayerPreferences({ onSaved }: { onSaved: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const leveling = useAction(async (levelingPreference: LevelingPreference) => {
    await saveSettings(game, { levelingPreference });
    onSaved();
  });
  const payment = useAction(async (choice: MethodChoice) => {
    await saveSettings(game, { paymentMethod: choice === 'ASK' ? null : choice });
    onSaved();
  });
  if (!player) return null;
  return (
    <>
      <Segmented
        label={t('settings.leveling')}
        value={player.levelingPreference}
        busy={leveling.busy}
        options={LEVELING_PREFERENCES.map((p) => ({
          value: p,
          label: t(`settings.levelingPreferences.${p}`),
          icon: p === 'EVEN' ? 'upgrade' : 'broadsword',
        }))}
        onChange={(v) => void leveling.run(v)}
      />
      <p className="field-hint">{t(`settings.levelingHints.${player.levelingPreference}`)}</p>
      {game.platform.traits.source === 'own' && (
        <>
          <Segmented<MethodChoice>
            label={t('settings.payment')}
            value={player.paymentMethod ?? 'ASK'}
            busy={payment.busy}
            options={(['ASK', ...PAYMENT_METHODS] as const).map((m) => ({
              value: m,
              label: t(`settings.paymentMethods.${m}`),
            }))}
            onChange={(v) => void payment.run(v)}
          />
          <p className="field-hint">{t('settings.paymentHint')}</p>
        </>
      )}
    </>
  );
}
