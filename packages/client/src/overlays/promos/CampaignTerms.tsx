import type { Campaign } from '@heroroad/protocol';
import { CAMPAIGN_DEFS, campaignEarned } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGemsBought } from '../../app/campaigns';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useLoadOnce } from '../../ui/useLoadOnce';
import './promos.css';
import { amountText } from '../../i18n/words';

/**
 * What earns a campaign and the one button that fits: a campaign that comes with a purchase is
 * taken only once the emeralds are bought (until then the button leads to the bank); the group's
 * campaign is checked by the server when taken. No button gives goods without its condition.
 */
export function CampaignTerms(props: {
  readonly campaign: Campaign;
  /** Emeralds the bank counts as bought; null while unknown. */
  readonly gemsBought: number | null;
  readonly busy: boolean;
  readonly onTake: () => void;
  /** Called before the bank opens (a window closes itself). */
  readonly onBank?: () => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const condition = CAMPAIGN_DEFS[props.campaign].condition;
  if (condition.kind === 'GROUP') {
    return (
      <>
        <span className="hall-soft campaign-terms">{t('promos.conditionGroup')}</span>
        <Button icon="check-mark" busy={props.busy} onClick={props.onTake}>
          {t('promos.checkAndTake')}
        </Button>
      </>
    );
  }
  const have = props.gemsBought ?? 0;
  const earned = campaignEarned(CAMPAIGN_DEFS[props.campaign], {
    gemsBought: have,
    groupMember: false,
  });
  return (
    <>
      <span className="hall-soft campaign-terms">
        {t('promos.conditionPurchase', {
          need: amountText(condition.gemsBought, 'MITHRIL', game.lang),
          have,
        })}
      </span>
      {earned ? (
        <Button icon="check-mark" busy={props.busy} onClick={props.onTake}>
          {t('promos.take')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          icon="emerald"
          disabled={props.gemsBought === null}
          onClick={() => {
            props.onBank?.();
            game.ui.getState().open('bank');
          }}
        >
          {t('promos.toBank')}
        </Button>
      )}
    </>
  );
}

/** The emeralds the player has bought, loaded once with the screen (null until known). */
export function useGemsBought(): number | null {
  const game = useGame();
  const [bought, setBought] = useState<number | null>(null);
  useLoadOnce(() => loadGemsBought(game), setBought);
  return bought;
}
