import { errorMessage } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import type { WriteBlock } from './access';

/** Why the player cannot write here, said before they try; a guest gets the way to register. */
export function WriteHint({ block, guestText }: { block: WriteBlock; guestText: string }) {
  const game = useGame();
  const { t } = useTranslation();
  if (block.kind === 'rule') {
    return <p className="composer-hint">{errorMessage(block.code, game.lang)}</p>;
  }
  return (
    <div className="composer-hint composer-guest">
      <p>{guestText}</p>
      <Button icon="quill-ink" onClick={() => game.ui.getState().open('register')}>
        {t('chat.register')}
      </Button>
    </div>
  );
}

/** A line under the title while live updates are not flowing, so silence is not mistaken. */
export function LinkNotice() {
  const game = useGame();
  const { t } = useTranslation();
  const link = useStore(game.social, (s) => s.link);
  if (link === 'online' || link === 'off') return null;
  return (
    <p className="link-notice" role="status">
      <span className="spinner" aria-hidden="true" />
      {t(link === 'connecting' ? 'realtime.connecting' : 'realtime.retrying')}
    </p>
  );
}
