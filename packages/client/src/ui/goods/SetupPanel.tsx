import {
  consumableDef,
  pickText,
  reachedStair,
  SETUP_MAX_KINDS,
  stairGateOpen,
  STAIR_GATES,
  type ConsumableStock,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { loadBackpack } from '../../app/heroes';
import { loadSetup, saveSetup } from '../../app/progression/shops';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction, useLoad } from '../useAction';

/**
 * The elixir and scroll setup (from stair 25): how many of each consumable in the backpack go
 * into every battle. With nothing chosen, the whole backpack goes, as below stair 25.
 */
export function SetupPanel() {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player)!;
  const open = stairGateOpen('elixirSetup', reachedStair(player));
  const [stock, setStock] = useState<ConsumableStock[] | null>(null);
  const [setup, setSetup] = useState<Record<string, number>>({});
  const load = useAction(async () => {
    const [bag, saved] = await Promise.all([loadBackpack(game), loadSetup(game)]);
    setStock(bag.consumables.filter((c) => consumableDef(c.consumableId)?.kind !== 'MARKER'));
    setSetup(Object.fromEntries(saved.map((e) => [e.consumableId, e.count])));
  });
  const save = useAction(async () => {
    const entries = Object.entries(setup)
      .filter(([, n]) => n > 0)
      .map(([consumableId, count]) => ({ consumableId, count }));
    const saved = await saveSetup(game, entries);
    setSetup(Object.fromEntries(saved.map((e) => [e.consumableId, e.count])));
    game.ui.getState().toast('success', t('goods.setupSaved'));
  });
  useLoad(load.run, open);
  if (!open) {
    return (
      <p className="hall-note">{t('goods.setupLocked', { stair: STAIR_GATES.elixirSetup })}</p>
    );
  }
  if (!stock) return <p className="hall-soft">{t('goods.loading')}</p>;
  const kinds = Object.values(setup).filter((n) => n > 0).length;
  return (
    <section className="goods-section">
      <p className="hall-note">{t('goods.setupHint', { kinds: SETUP_MAX_KINDS })}</p>
      {stock.length === 0 ? (
        <p className="hall-soft">{t('goods.setupEmpty')}</p>
      ) : (
        <ul className="hall-list">
          {stock.map((c) => {
            const def = consumableDef(c.consumableId);
            const value = setup[c.consumableId] ?? 0;
            return (
              <li key={c.consumableId}>
                <span>
                  <b>{def ? pickText(def.name, game.lang) : c.consumableId}</b>
                  <span className="hall-soft">{t('goods.held', { count: c.count })}</span>
                </span>
                <label className="goods-count">
                  {t('goods.toBattle')}
                  <input
                    type="number"
                    min={0}
                    max={c.count}
                    value={value}
                    disabled={value === 0 && kinds >= SETUP_MAX_KINDS}
                    onChange={(e) =>
                      setSetup({
                        ...setup,
                        [c.consumableId]: Math.max(
                          0,
                          Math.min(c.count, Number(e.target.value) || 0),
                        ),
                      })
                    }
                  />
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <Button busy={save.busy} onClick={() => void save.run()}>
        {t('goods.saveSetup')}
      </Button>
    </section>
  );
}
