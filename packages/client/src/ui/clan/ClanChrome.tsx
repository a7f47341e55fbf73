import { LEVEL_GATES } from '@heroroad/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { playerLevel } from '../../stores/playerLevel';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import './clanChrome.css';

/**
 * The clan scene's control: from level 15 the clan overlay opens as the keep comes into view, and
 * the button opens it again once closed. Below 15 the scene itself says when clans open.
 */
export default function ClanChrome() {
  const game = useGame();
  const { t } = useTranslation();
  const level = useStore(game.player, playerLevel);
  const open = level >= LEVEL_GATES.clan;
  useEffect(() => {
    if (open) game.ui.getState().open('clan');
  }, [game, open]);
  if (!open) return null;
  return (
    <div className="clan-chrome">
      <Button icon="knight-banner" onClick={() => game.ui.getState().open('clan')}>
        {t('clan.open')}
      </Button>
    </div>
  );
}
