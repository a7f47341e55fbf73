import {
  ADS_PER_DAY,
  CAMPAIGN_DEFS,
  OK_DAILY_REWARD,
  SHARE_GEMS,
  WELCOME_GIFT_GEMS,
  pickText,
} from '@heroroad/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  acceptWelcomeGift,
  redeemPromo,
  shareGame,
  takeCampaign,
  takeDailyTicket,
  takeOkDaily,
} from '../../app/campaigns';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { Modal } from '../Modal';
import { CampaignTerms, useGemsBought } from './CampaignTerms';
import { SlotOffers } from './SlotOffers';
import '../../styles/heroes.css';
import '../bank/bank.css';
import { amountText } from '../../i18n/words';

/** Gifts of the game, the campaigns still open to the player, and promo code entry. */
export default function PromosOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const open = useStore(game.player, (s) => s.info?.openCampaigns ?? []);
  const referralWaiting = useStore(game.player, (s) => {
    const b = s.info?.referralBonus;
    return b ? b.startBonus + b.refBonus + b.refClanBonus : 0;
  });
  const gemsBought = useGemsBought();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const welcome = useAction(() => acceptWelcomeGift(game));
  const share = useAction(() => shareGame(game));
  const daily = useAction(() => takeDailyTicket(game));
  const fromOk = useStore(game.player, (s) => s.player?.userSource === 'ok');
  const okDaily = useAction(() => takeOkDaily(game));
  const take = useAction((id: (typeof open)[number], name: string) => takeCampaign(game, id, name));
  const redeem = useAction(
    async () => {
      setCodeError(undefined);
      await redeemPromo(game, code);
      setCode('');
    },
    { onError: (text) => setCodeError(text) },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void redeem.run();
  };
  return (
    <Modal id="promos" title={t('promos.title')} icon="scroll-unfurled" size="tall">
      <div className="hall-body bank">
        <SlotOffers />
        <div className="bank-actions">
          <Button icon="emerald" busy={welcome.busy} onClick={() => void welcome.run()}>
            {t('promos.welcome', { count: WELCOME_GIFT_GEMS })}
          </Button>
          <Button variant="secondary" busy={share.busy} onClick={() => void share.run()}>
            {t('promos.share', { count: SHARE_GEMS })}
          </Button>
          <Button variant="secondary" busy={daily.busy} onClick={() => void daily.run()}>
            {t('promos.daily', { count: ADS_PER_DAY })}
          </Button>
          {fromOk && (
            <Button variant="secondary" busy={okDaily.busy} onClick={() => void okDaily.run()}>
              {t('promos.okDaily', {
                gold: amountText(OK_DAILY_REWARD.GOLD ?? 0, 'GOLD', game.lang),
                tickets: amountText(OK_DAILY_REWARD.TICKETS ?? 0, 'TICKETS', game.lang),
              })}
            </Button>
          )}
          <Button
            variant="secondary"
            icon="shaking-hands"
            onClick={() => game.ui.getState().open('referral')}
          >
            {referralWaiting > 0
              ? t('referral.openWaiting', { count: referralWaiting })
              : t('referral.open')}
          </Button>
        </div>
        <form className="bank-promo" onSubmit={submit}>
          <Field
            label={t('promos.code')}
            value={code}
            onChange={setCode}
            error={codeError}
            maxLength={40}
            autoComplete="off"
          />
          <Button type="submit" busy={redeem.busy} disabled={!code.trim()}>
            {t('promos.redeem')}
          </Button>
        </form>
        <h3>{t('promos.campaigns')}</h3>
        {open.length === 0 && <p className="hall-soft">{t('promos.noCampaigns')}</p>}
        <ul className="hall-list">
          {open.map((id) => {
            const def = CAMPAIGN_DEFS[id];
            const name = pickText(def.name, game.lang);
            const gives = [
              def.amounts.MITHRIL ? t('bank.gems', { count: def.amounts.MITHRIL }) : null,
              def.amounts.TICKETS ? t('wheel.prize.TICKETS', { count: def.amounts.TICKETS }) : null,
              def.chest ? t(`bank.chests.${def.chest}`) : null,
            ].filter((x): x is string => x !== null);
            return (
              <li key={id} className="campaign-row">
                <span>
                  <b>{name}</b>
                  <span className="hall-soft"> {gives.join(', ')}</span>
                </span>
                <CampaignTerms
                  campaign={id}
                  gemsBought={gemsBought}
                  busy={take.busy}
                  onTake={() => void take.run(id, name)}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </Modal>
  );
}
