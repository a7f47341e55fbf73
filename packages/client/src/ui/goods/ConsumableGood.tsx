import { consumableDef, pickText } from '@heroroad/rules';
import type { IconName } from '../../assets/iconNames';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';

/**
 * One ware of a shop that sells consumables in a pack (the faction shop, the portal shop): its
 * name and count, what it does, and the price on the buy button, lit when the player can pay.
 */
export function ConsumableGood(props: {
  readonly icon: IconName;
  readonly consumableId: string;
  readonly count: number;
  readonly price: string;
  readonly affordable: boolean;
  readonly busy: boolean;
  readonly onBuy: () => void;
}) {
  const game = useGame();
  const def = consumableDef(props.consumableId);
  return (
    <li className="arena-row">
      <Icon name={props.icon} size={26} />
      <span className="arena-row-text">
        <b>
          {def ? pickText(def.name, game.lang) : props.consumableId} × {props.count}
        </b>
        {def && <span className="hall-soft">{pickText(def.description, game.lang)}</span>}
      </span>
      <Button
        variant={props.affordable ? 'primary' : 'secondary'}
        busy={props.busy}
        onClick={props.onBuy}
      >
        {props.price}
      </Button>
    </li>
  );
}
