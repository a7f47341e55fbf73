import type { SnowStateDto } from '@heroroad/protocol';
import { CAMPAIGN_DEFS, SNOW_DIFFICULTY_DEFS, formatDuration, pickText } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { takeCampaign } from '../../app/campaigns';
import { turnBack } from '../../app/road/actions';
import { enterSnowWorld, loadSnowState } from '../../app/worlds';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import '../../ui/arena/arena.css';
import './worlds.css';

/**
 * The snow world (SPEC §1, §2, §4): what unlocked it (or, while locked, how to unlock it: the
 * SNOW_WORLD campaign, taken right here, or a clan with the Snow world building); its four
 * difficulties with the level each opens at and the steps a visit allows; the wait until the
 * next visit; in a visit, the steps left and the way back.
 */
export default function SnowWorldOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [state, setState] = useState<SnowStateDto | null>(null);
  const [failed, setFailed] = useState(false);
  // The campaign still to take; taking it (here or in the campaigns window) asks the state again.
  const passOffered = useStore(
    game.player,
    (s) => s.info?.openCampaigns.includes('SNOW_WORLD') ?? false,
  );
  useEffect(() => {
    loadSnowState(game).then(setState, () => setFailed(true));
  }, [game, passOffered]);
  const enter = useAction((d: SnowStateDto['difficulties'][number]['id']) =>
    enterSnowWorld(game, d),
  );
  const passName = pickText(CAMPAIGN_DEFS.SNOW_WORLD.name, game.lang);
  // The same campaign call as the campaigns window's: on a phone that campaign sits far down its
  // list, so the pass is taken where the player learns they need it.
  const takePass = useAction(() => takeCampaign(game, 'SNOW_WORLD', passName));
  const back = useAction(async () => {
    await turnBack(game);
    game.ui.getState().close('snowWorld');
  });
  const waitMs = state ? state.returnAt - game.now() : 0;
  const inWorld = state !== null && (state.world === 'SNOW' || state.world === 'REALM');
  const locked = state?.unlockedBy === 'NONE';
  return (
    <Modal id="snowWorld" title={t('worlds.snow.title')} icon="snowflake-1" size="tall">
      <div className="arena-body snow-world">
        {failed && <p role="alert">{t('worlds.snow.failed')}</p>}
        {!state && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        <p className="hall-soft">{t('worlds.snow.about')}</p>
        {state && inWorld && (
          <section className="arena-section" aria-label={t('worlds.snow.visit')}>
            <h3>
              {state.difficulty
                ? pickText(SNOW_DIFFICULTY_DEFS[state.difficulty].name, game.lang)
                : t('worlds.portal.realm')}
            </h3>
            <p>{t('worlds.steps', { steps: state.stepsLeft ?? 0 })}</p>
            <Button busy={back.busy} onClick={() => void back.run()}>
              {t('road.back')}
            </Button>
          </section>
        )}
        {state && !inWorld && (
          <>
            {locked ? (
              <section className="arena-section snow-lock" aria-label={t('worlds.snow.locked')}>
                <h3>{t('worlds.snow.locked')}</h3>
                <p>{t('worlds.snow.unlockHow')}</p>
                <ul className="snow-lock-ways">
                  <li>{t('worlds.snow.byCampaign', { name: passName })}</li>
                  <li>{t('worlds.snow.byClan')}</li>
                </ul>
                {passOffered && (
                  <Button
                    icon="scroll-unfurled"
                    busy={takePass.busy}
                    onClick={() => void takePass.run()}
                  >
                    {t('worlds.snow.takePass')}
                  </Button>
                )}
              </section>
            ) : (
              <p className="hall-soft">
                {t(
                  state.unlockedBy === 'CLAN' ? 'worlds.snow.openByClan' : 'worlds.snow.openByPass',
                )}
              </p>
            )}
            {waitMs > 0 && (
              <p role="status">
                {t('worlds.snow.wait', { time: formatDuration(waitMs / 1000, game.lang) })}
              </p>
            )}
            <ul className="arena-list" aria-label={t('worlds.snow.difficulties')}>
              {state.difficulties.map((d) => (
                <li key={d.id} className="arena-row">
                  <Icon name="snowflake-1" size={26} />
                  <span className="arena-row-text">
                    <b>{pickText(SNOW_DIFFICULTY_DEFS[d.id].name, game.lang)}</b>
                    <span className="hall-soft">
                      {d.open
                        ? t('worlds.snow.steps', { count: d.steps })
                        : t('worlds.snow.fromLevel', { level: d.minLevel })}
                    </span>
                  </span>
                  <Button
                    variant={d.open && !locked && waitMs <= 0 ? 'primary' : 'secondary'}
                    disabled={locked || !d.open || waitMs > 0}
                    busy={enter.busy}
                    onClick={() => void enter.run(d.id)}
                  >
                    {t('worlds.snow.enter')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
