import type { ChestOpenedDto, DelayedChestDto } from '@heroroad/protocol';
import { CONSUMABLES, abbreviateNumber, formatDuration, pickText } from '@heroroad/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChests, openChest, speedUpChest } from '../../app/fortune';
import { cardName } from '../../i18n/words';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import { ChestOdds } from './ChestOdds';
import './fortune.css';

function Loot({ opened }: { opened: ChestOpenedDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const items = [
    t('chests.gold', { amount: abbreviateNumber(opened.gold) }),
    ...opened.consumables.map((c) => {
      const def = CONSUMABLES.find((x) => x.id === c.consumableId);
      return `${def ? pickText(def.name, game.lang) : c.consumableId} × ${c.count}`;
    }),
    ...(opened.artifact ? [t('chests.artifact')] : []),
    ...(opened.card ? [t('chests.card', { name: cardName(opened.card, game.lang) })] : []),
  ];
  return (
    <div className="chest-opened" role="status">
      <Icon name="open-treasure-chest" size={48} />
      <b>{t('chests.opened', { chest: t(`bank.chests.${opened.chest}`) })}</b>
      <ul>
        {items.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Delayed chests: each with its timer, what it holds and with what odds (opened on the player's
 * stair), opening early for emeralds and what that gets, and what it held once taken
 * (the lid bursts open).
 */
export default function ChestsOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [chests, setChests] = useState<DelayedChestDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [opened, setOpened] = useState<ChestOpenedDto | null>(null);
  const [now, setNow] = useState(() => game.now());
  const reload = useCallback(() => {
    loadChests(game).then(setChests, () => setFailed(true));
  }, [game]);
  useEffect(reload, [reload]);
  useEffect(() => {
    const timer = setInterval(() => setNow(game.now()), 1000);
    return () => clearInterval(timer);
  }, [game]);
  const hurry = useAction(async (id: number) => {
    await speedUpChest(game, id);
    reload();
  });
  const take = useAction(async (id: number) => {
    setOpened(await openChest(game, id));
    reload();
  });
  return (
    <Modal id="chests" title={t('chests.title')} icon="locked-chest" size="tall">
      <div className="hall-body fortune">
        {opened && <Loot opened={opened} />}
        {!chests && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        {failed && <p>{t('errors.network')}</p>}
        {chests && chests.length === 0 && <p className="hall-soft">{t('chests.none')}</p>}
        {chests && chests.length > 0 && (
          <ul className="hall-list">
            {chests.map((c) => {
              const left = Math.max(0, c.readyAt - now);
              return (
                <li key={c.id} className={`chest chest-${c.chest}`}>
                  <span className="artifact">
                    <Icon name="locked-chest" size={30} />
                    <span>
                      <b>{t(`bank.chests.${c.chest}`)}</b>
                      <span className="hall-soft">
                        {left > 0
                          ? t('chests.opensIn', { left: formatDuration(left / 1000, game.lang) })
                          : t('chests.ready')}
                      </span>
                    </span>
                  </span>
                  {left > 0 ? (
                    <Button
                      variant="secondary"
                      icon="emerald"
                      busy={hurry.busy}
                      onClick={() => void hurry.run(c.id)}
                    >
                      {t('chests.speedUp', { count: c.speedUpGems })}
                    </Button>
                  ) : (
                    <Button
                      icon="open-treasure-chest"
                      busy={take.busy}
                      onClick={() => void take.run(c.id)}
                    >
                      {t('chests.take')}
                    </Button>
                  )}
                  <ChestOdds chest={c.chest} gems={left > 0 ? c.speedUpGems : 0} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
