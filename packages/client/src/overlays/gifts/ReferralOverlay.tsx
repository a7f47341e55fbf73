import type { ReferralStatusDto } from '@heroroad/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  copyReferralLink,
  loadReferral,
  shareReferralLink,
  takeReferralBonus,
} from '../../app/gifts';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import '../../styles/heroes.css';
import './gifts.css';
import { amountText } from '../../i18n/words';

/** The referral link dialog: my link to copy or share, friends who came, and the bonus to take. */
export default function ReferralOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReferralStatusDto | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    loadReferral(game).then(setStatus, () => setFailed(true));
  }, [game]);
  useEffect(reload, [reload]);
  const take = useAction(async () => {
    await takeReferralBonus(game);
    reload();
  });
  // The link goes in as an argument: an action's closure may be a render behind its button.
  const copy = useAction((link: string) => copyReferralLink(game, link).then(() => undefined));
  const share = useAction((link: string) => shareReferralLink(game, link));
  const link = status?.enabled ? status.link : null;
  const waiting = status
    ? status.bonus.startBonus + status.bonus.refBonus + status.bonus.refClanBonus
    : 0;
  return (
    <Modal id="referral" title={t('referral.title')} icon="shaking-hands">
      <div className="hall-body gifts referral">
        {!status && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        {failed && <p>{t('errors.network')}</p>}
        {status && !status.enabled && <p className="form-note">{t('referral.disabled')}</p>}
        {status && link && (
          <>
            <p>
              {t('referral.explain', {
                percent: status.sharePercent,
                clan: status.clanPercent,
                start: amountText(status.startBonus, 'MITHRIL', game.lang),
              })}
            </p>
            <p className="hall-soft">{t('referral.steps', { max: status.maxPercent })}</p>
            <ul className="hall-list referral-steps">
              {status.steps.map((step) => (
                <li
                  key={step.payingFriends}
                  aria-current={step.percent === status.sharePercent ? 'true' : undefined}
                >
                  {t('referral.step', { count: step.payingFriends, percent: step.percent })}
                </li>
              ))}
            </ul>
            <p>{t('referral.paying', { count: status.payingFriends })}</p>
            <label className="referral-link">
              <span className="hall-soft">{t('referral.link')}</span>
              <input
                readOnly
                value={link}
                onFocus={(e) => e.currentTarget.select()}
                aria-describedby="referral-code"
              />
            </label>
            <p id="referral-code" className="hall-soft">
              {t('referral.code', { code: status.code })}
            </p>
            <div className="bank-actions referral-actions">
              <Button icon="share" busy={share.busy} onClick={() => void share.run(link)}>
                {t('referral.share')}
              </Button>
              <Button variant="secondary" busy={copy.busy} onClick={() => void copy.run(link)}>
                {t('referral.copy')}
              </Button>
            </div>
            <p>{t('referral.friends', { count: status.friends })}</p>
          </>
        )}
        {status && (
          <div className="referral-bonus">
            <ul className="hall-list">
              <li>
                <span>{t('referral.startBonus')}</span>
                <b>{status.bonus.startBonus}</b>
              </li>
              <li>
                <span>{t('referral.refBonus')}</span>
                <b>{status.bonus.refBonus}</b>
              </li>
              <li>
                <span>{t('referral.refClanBonus')}</span>
                <b>{status.bonus.refClanBonus}</b>
              </li>
            </ul>
            <Button
              icon="emerald"
              busy={take.busy}
              disabled={waiting === 0}
              onClick={() => void take.run()}
            >
              {waiting > 0 ? t('referral.take', { count: waiting }) : t('referral.nothing')}
            </Button>
            {status.taken > 0 && (
              <p className="hall-soft">{t('referral.takenSoFar', { count: status.taken })}</p>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
