import type { CreatureDto } from '@heroroad/protocol';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useState } from 'react';
import { moveInOrder, setInSquad } from '../../app/heroes';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';
import { GenderDialog, GroupUpgradeDialog } from './GroupDialogs';
import { Portrait } from './Portrait';

/**
 * The squad: every hero in the player's order with arrows to move it, whether it fights (at
 * most the player level's slots), the group upgrade dialog and the gender change dialog.
 */
export function SquadTab({
  creatures,
  onSelect,
}: {
  creatures: readonly CreatureDto[];
  onSelect: (id: number) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const slots = useStore(game.player, (s) => s.player?.squadSlots ?? 2);
  const [dialog, setDialog] = useState<'group' | 'gender' | null>(null);
  const toggle = useAction((id: number, combative: boolean) => setInSquad(game, id, combative));
  const move = useAction((from: number, to: number) => moveInOrder(game, from, to));
  const fighting = creatures.filter((c) => c.combative).length;
  return (
    <div className="squad-tab">
      <p className="hall-note">{t('hall.squadSlots', { count: fighting, slots })}</p>
      <span className="goods-actions">
        <Button icon="upgrade" onClick={() => setDialog('group')}>
          {t('hall.groupLevelUp')}
        </Button>
        <Button variant="secondary" icon="person" onClick={() => setDialog('gender')}>
          {t('goods.genderTitle')}
        </Button>
      </span>
      {dialog === 'group' && (
        <GroupUpgradeDialog creatures={creatures} onClose={() => setDialog(null)} />
      )}
      {dialog === 'gender' && <GenderDialog onClose={() => setDialog(null)} />}
      <ol className="hall-list squad-list">
        {creatures.map((c, i) => (
          <li key={c.id}>
            <button type="button" className="squad-who" onClick={() => onSelect(c.id)}>
              <Portrait identifier={c.identifier} size={40} />
              <span>
                <b>{c.name}</b>
                <span className="hall-soft">{t('hall.level', { level: c.level })}</span>
              </span>
            </button>
            <label className="squad-in">
              <input
                type="checkbox"
                checked={c.combative}
                disabled={toggle.busy || (!c.combative && fighting >= slots)}
                onChange={(e) => void toggle.run(c.id, e.target.checked)}
              />
              {t('hall.inSquad')}
            </label>
            <span className="squad-order">
              <button
                type="button"
                aria-label={t('hall.moveUp', { name: c.name })}
                disabled={i === 0 || move.busy}
                onClick={() => void move.run(i, i - 1)}
              >
                <Icon name="upgrade" size={16} />
              </button>
              <button
                type="button"
                className="squad-down"
                aria-label={t('hall.moveDown', { name: c.name })}
                disabled={i === creatures.length - 1 || move.busy}
                onClick={() => void move.run(i, i + 1)}
              >
                <Icon name="upgrade" size={16} />
              </button>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
