import type { BoostersDto } from '@heroroad/protocol';
import {
  BOOSTERS,
  boosterDef,
  BOOSTER_FACTOR,
  formatDuration,
  pickText,
  remainingMs,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activateBooster, buyBooster, loadBoosters } from '../../app/progression/shops';
import { amountText } from '../../i18n/words';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { TimeLeft } from '../heroes/SpeedUp';
import { useAction, useLoad } from '../useAction';
import { useTicking } from '../useTicking';

/**
 * Boosters: the shop (8 hours each, the platinum set 72), the inbox of boosters not started yet,
 * and the boosters running with their time left. Starting one over a running one asks whether
 * to replace it or, when it is the same booster, prolong it.
 */
export function BoostersPanel() {
  const game = useGame();
  const { t } = useTranslation();
  const [state, setState] = useState<BoostersDto | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const take = (b: BoostersDto) => {
    setState(b);
    game.syncClock(b.serverTimeMs);
  };
  const load = useAction(async () => take(await loadBoosters(game)));
  const buy = useAction(async (id: string) => take(await buyBooster(game, id)));
  const start = useAction(async (id: string, mode?: 'replace' | 'prolong') => {
    take(await activateBooster(game, id, mode));
    setAsking(null);
  });
  useLoad(load.run);
  const now = useTicking((state?.active.length ?? 0) > 0, game.now);
  const active = (state?.active ?? []).filter((a) => a.endsAt > now);
  const busyOver = (id: string) => {
    const def = boosterDef(id);
    return active.filter((a) => def?.slots.includes(a.slot));
  };
  const onStart = (id: string) => {
    if (busyOver(id).length > 0) setAsking(id);
    else void start.run(id);
  };
  const askingDef = asking ? boosterDef(asking) : undefined;
  // Nothing to press before the first read: its older answer would overwrite a purchase's.
  if (!state) return <p className="hall-soft">{t('goods.loading')}</p>;
  return (
    <section className="goods-section">
      <h4>{t('goods.activeTitle')}</h4>
      {active.length === 0 ? (
        <p className="hall-soft">{t('goods.noActive')}</p>
      ) : (
        <ul className="hall-list">
          {active.map((a) => (
            <li key={a.slot}>
              <span>
                <b>{t(`goods.slots.${a.slot}`, { factor: BOOSTER_FACTOR[a.slot] })}</b>
                <span className="hall-soft">
                  {pickText(boosterDef(a.boosterId)?.name ?? { ru: '', en: '' }, game.lang)}
                </span>
              </span>
              <span className="hall-soft">
                <TimeLeft ms={remainingMs(a.endsAt, now)} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {askingDef && (
        <div className="goods-dialog" role="dialog" aria-label={t('goods.busyTitle')}>
          <p>{t('goods.busyQuestion', { name: pickText(askingDef.name, game.lang) })}</p>
          <span className="goods-actions">
            <Button busy={start.busy} onClick={() => void start.run(askingDef.id, 'replace')}>
              {t('goods.replace')}
            </Button>
            {busyOver(askingDef.id).every((a) => a.boosterId === askingDef.id) && (
              <Button busy={start.busy} onClick={() => void start.run(askingDef.id, 'prolong')}>
                {t('goods.prolong')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </Button>
          </span>
        </div>
      )}
      <h4>{t('goods.inboxTitle')}</h4>
      {state.inbox.length === 0 ? (
        <p className="hall-soft">{t('goods.inboxEmpty')}</p>
      ) : (
        <ul className="hall-list">
          {state.inbox.map((b) => (
            <li key={b.boosterId}>
              <span>
                <b>{pickText(boosterDef(b.boosterId)?.name ?? { ru: '', en: '' }, game.lang)}</b>
                <span className="hall-soft">{t('goods.held', { count: b.count })}</span>
              </span>
              <Button busy={start.busy} onClick={() => onStart(b.boosterId)}>
                {t('goods.start')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h4>{t('goods.boosterShop')}</h4>
      <ul className="hall-list">
        {BOOSTERS.map((b) => (
          <li key={b.id}>
            <span>
              <b>{pickText(b.name, game.lang)}</b>
              <span className="hall-soft">
                {b.slots
                  .map((s) => t(`goods.slots.${s}`, { factor: BOOSTER_FACTOR[s] }))
                  .join(', ')}
                {' · '}
                {formatDuration(b.durationMs / 1000, game.lang)}
              </span>
            </span>
            <Button busy={buy.busy} onClick={() => void buy.run(b.id)}>
              {amountText(b.price.MITHRIL ?? 0, 'MITHRIL', game.lang)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
