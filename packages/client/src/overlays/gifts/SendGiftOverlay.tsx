import { GIFTS, LEVEL_GATES, canAfford, errorMessage, type Amounts } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { IconName } from '../../assets/iconNames';
import { giftName, newGiftKey, sendGift } from '../../app/gifts';
import { amountsText } from '../../i18n/words';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import '../../styles/heroes.css';
import './gifts.css';

/**
 * Choosing a gift for the player whose card was open: each gift with its price and what the
 * receiver gets. Below level 15 the choice is shown with the reason it cannot be sent yet.
 */
export default function SendGiftOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [person] = useState(() => game.social.getState().profile);
  const player = useStore(game.player, (s) => s.player);
  const [chosen, setChosen] = useState(GIFTS[1]!.id);
  // One key per sending: a retry of the same press sends once; a new press, a new key.
  const [key, setKey] = useState(newGiftKey);
  const [error, setError] = useState<string | null>(null);
  // What to send goes in as arguments: an action's closure may be a render behind its button.
  const send = useAction(
    async (giftId: string, sendKey: string) => {
      if (!person) return;
      setError(null);
      await sendGift(game, person, giftId, sendKey);
      setKey(newGiftKey());
      game.ui.getState().close('sendGift');
    },
    { onError: setError },
  );
  const wallet: Amounts = player
    ? { MITHRIL: player.mithril, GOLD: player.gold, TICKETS: player.tickets }
    : {};
  const tooLow = (player?.level ?? 0) < LEVEL_GATES.gifts;
  return (
    <Modal id="sendGift" title={t('gifts.sendTitle')} icon="present" size="tall">
      {person && (
        <div className="hall-body gifts">
          <p>{t('gifts.sendTo', { name: person.name })}</p>
          <fieldset className="gift-choice">
            <legend className="hall-soft">{t('gifts.choose')}</legend>
            {GIFTS.map((g) => {
              const afford = canAfford(wallet, g.price);
              return (
                <label
                  key={g.id}
                  className={chosen === g.id ? 'gift-option chosen' : 'gift-option'}
                >
                  <input
                    type="radio"
                    name="gift"
                    value={g.id}
                    checked={chosen === g.id}
                    onChange={() => {
                      setChosen(g.id);
                      setKey(newGiftKey());
                    }}
                  />
                  <Icon name={g.icon as IconName} size={30} />
                  <span className="gift-text">
                    <b>{giftName(game, g.id)}</b>
                    <span className={afford ? '' : 'gift-short'}>
                      {t('gifts.price', { price: amountsText(g.price, game.lang) })}
                    </span>
                    <span className="hall-soft">
                      {t('gifts.gives', { reward: amountsText(g.reward, game.lang) })}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {tooLow && (
            <p className="form-note" role="note">
              {errorMessage('GIFT_LEVEL', game.lang)}
              {player ? ` ${t('gifts.yourLevel', { level: player.level })}` : ''}
            </p>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <Button
            icon="present"
            busy={send.busy}
            disabled={tooLow}
            onClick={() => void send.run(chosen, key)}
          >
            {t('gifts.send', { gift: giftName(game, chosen) })}
          </Button>
        </div>
      )}
    </Modal>
  );
}
