import { INTERFACE_MODES, QUALITIES, type InterfaceMode, type Quality } from '@heroroad/protocol';
import { LANG_CHOICES, type LangChoice } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  rateGame,
  setInterfaceMode,
  setLanguage,
  setQuality,
  setSoundMuted,
} from '../../app/settingsActions';
import { effectiveQuality } from '../../pixi/quality';
import { RewardTimeSetting } from '../../ui/arena/RewardTimeSetting';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import { PlayerPreferences } from './PlayerPreferences';
import { Segmented } from './Segmented';

/**
 * SPEC §2 settings: sound, interface style, image quality, leveling preference, payment method,
 * language and the arena reward time.
 */
export default function SettingsOverlay() {
  const game = useGame();
  const { t, i18n } = useTranslation();
  const s = useStore(game.settings);
  const hasPlayer = useStore(game.player, (p) => p.player !== null);
  const canRate = useStore(
    game.player,
    (p) => p.player !== null && !p.player.rated && game.platform.traits.rateWindow,
  );
  // Read when the change is saved: after a language switch the toast speaks the new language.
  const saved = () => game.ui.getState().toast('success', i18n.t('toast.settingsSaved'));
  const sound = useAction(async (muted: boolean) => {
    await setSoundMuted(game, muted);
    saved();
  });
  const ui = useAction(async (mode: InterfaceMode) => {
    await setInterfaceMode(game, mode);
    saved();
  });
  const quality = useAction(async (q: Quality) => {
    await setQuality(game, q);
    saved();
  });
  const lang = useAction(async (l: LangChoice) => {
    await setLanguage(game, l);
    saved();
  });
  const rate = useAction(async () => {
    if (await rateGame(game)) game.ui.getState().toast('success', t('settings.rated'));
  });
  const detected = effectiveQuality('AUTO', s.heapLimitMb, s.frameCap);

  return (
    <Modal id="settings" title={t('settings.title')} icon="cog">
      <div className="stack">
        {hasPlayer && (
          <>
            <Segmented
              label={t('settings.sound')}
              value={s.soundMuted ? 'off' : 'on'}
              busy={sound.busy}
              options={[
                { value: 'on', label: t('settings.soundOn'), icon: 'sound-on' },
                { value: 'off', label: t('settings.soundOff'), icon: 'sound-off' },
              ]}
              onChange={(v) => void sound.run(v === 'off')}
            />
            <Segmented
              label={t('settings.interface')}
              value={s.interfaceMode}
              busy={ui.busy}
              options={INTERFACE_MODES.map((m) => ({
                value: m,
                label: t(`settings.interfaceModes.${m}`),
                icon: m === 'ORIGINAL' ? 'scroll-unfurled' : 'palette',
              }))}
              onChange={(v) => void ui.run(v)}
            />
            <Segmented
              label={t('settings.quality')}
              value={s.quality}
              busy={quality.busy}
              options={QUALITIES.map((q) => ({ value: q, label: t(`settings.qualities.${q}`) }))}
              onChange={(v) => void quality.run(v)}
            />
            <p className="field-hint">
              {t('settings.qualityDetected', { quality: t(`settings.qualities.${detected}`) })}
            </p>
            {s.renderer && (
              <p className="field-hint" data-renderer={s.renderer.renderer}>
                {t(`settings.renderers.${s.renderer.reason}`, {
                  ms: Math.round(s.renderer.probeMs ?? 0),
                  renderer: s.renderer.renderer === 'canvas' ? 'Canvas' : 'WebGL',
                })}
              </p>
            )}
            {s.quality === 'AUTO' && s.frameCap && s.renderer?.cap !== s.frameCap && (
              <p className="field-hint">
                {t('settings.qualityCapped', { quality: t(`settings.qualities.${s.frameCap}`) })}
              </p>
            )}
            <PlayerPreferences onSaved={saved} />
            <RewardTimeSetting />
            {canRate && (
              <Button
                variant="secondary"
                icon="laurel-crown"
                busy={rate.busy}
                onClick={() => void rate.run()}
              >
                {t('settings.rate')}
              </Button>
            )}
          </>
        )}
        <Segmented
          label={t('settings.language')}
          value={s.lang}
          busy={lang.busy}
          options={LANG_CHOICES.map((l) => ({
            value: l,
            label: t(`settings.languages.${l}`),
            icon: 'globe',
          }))}
          onChange={(v) => void lang.run(v)}
        />
        <Button
          variant="secondary"
          icon="scroll-unfurled"
          onClick={() => game.ui.getState().open('credits')}
        >
          {t('settings.credits')}
        </Button>
      </div>
    </Modal>
  );
}
