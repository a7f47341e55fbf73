import type { GiftDto } from '@heroroad/protocol';
import { LEVEL_GATES, findGift } from '@heroroad/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../assets/iconNames';
import { acceptGift, giftName, loadGiftInbox, markGiftsSeen } from '../../app/gifts';
import { amountsText } from '../../i18n/words';
import { Button } from '../../ui/Button';
import { BoostersPanel } from '../../ui/goods/BoostersPanel';
import { Tabs } from '../../ui/Tabs';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import '../../styles/heroes.css';
import './gifts.css';

type InboxTab = 'gifts' | 'boosters';

/**
 * The gifts and boosters inbox (SPEC §2): gifts waiting to be accepted first, then those accepted
 * lately; and the boosters bought but not started, with those running.
 */
export default function GiftsOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [tab, setTab] = useState<InboxTab>('gifts');
  const [gifts, setGifts] = useState<GiftDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    loadGiftInbox(game).then(
      (inbox) => {
        setGifts(inbox.gifts);
        // Opening the inbox is seeing its news: the badge clears.
        if (inbox.giftNews > 0) void markGiftsSeen(game).catch(() => undefined);
      },
      () => setFailed(true),
    );
  }, [game]);
  useEffect(reload, [reload]);
  const accept = useAction(async (gift: GiftDto) => {
    const done = await acceptGift(game, gift);
    setGifts((list) => list && list.map((g) => (g.id === done.id ? done : g)));
  });
  return (
    <Modal id="gifts" title={t('gifts.title')} icon="present" size="tall">
      <Tabs
        label={t('gifts.tabs')}
        tabs={[
          { key: 'gifts', label: t('gifts.tabGifts') },
          { key: 'boosters', label: t('gifts.tabBoosters') },
        ]}
        value={tab}
        onChange={setTab}
        look="pill"
      >
        {tab === 'boosters' ? (
          <div className="hall-body">
            <BoostersPanel />
          </div>
        ) : (
          <div className="hall-body gifts">
            <p className="hall-soft">{t('gifts.howToSend', { level: LEVEL_GATES.gifts })}</p>
            {!gifts && !failed && (
              <span className="spinner" role="status" aria-label={t('common.busy')} />
            )}
            {failed && <p>{t('errors.network')}</p>}
            {gifts && gifts.length === 0 && <p className="gifts-empty">{t('gifts.empty')}</p>}
            {gifts && gifts.length > 0 && (
              <ul className="hall-list gifts-list">
                {gifts.map((g) => (
                  <li key={g.id} className={g.acceptedAt === null ? 'gift-waiting' : 'gift-done'}>
                    <Icon name={(findGift(g.giftId)?.icon ?? 'present') as IconName} size={34} />
                    <span className="gift-text">
                      <b>{giftName(game, g.giftId)}</b>
                      <span className="hall-soft">{t('gifts.from', { name: g.senderName })}</span>
                      <span>{amountsText(g.reward, game.lang)}</span>
                    </span>
                    {g.acceptedAt === null ? (
                      <Button
                        icon="check-mark"
                        busy={accept.busy}
                        onClick={() => void accept.run(g)}
                      >
                        {t('gifts.accept')}
                      </Button>
                    ) : (
                      <span className="gift-mark">{t('gifts.acceptedMark')}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Tabs>
    </Modal>
  );
}
