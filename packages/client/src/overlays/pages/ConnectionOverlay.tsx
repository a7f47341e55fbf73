import { useTranslation } from 'react-i18next';
import { reconnect } from '../../app/start';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';

/** SPEC §8: the game is unavailable, most likely an update; connect again or reload. */
export default function ConnectionOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const again = useAction(async () => {
    if (!(await reconnect(game))) game.ui.getState().toast('error', t('errors.network'));
  });
  return (
    <Modal id="connection" title={t('connection.title')} icon="broken-shield" tone="alarm">
      <div className="stack page-message">
        <p className="page-wait">{t('connection.wait')}</p>
        <p>{t('connection.text')}</p>
        <Button icon="cycle" busy={again.busy} onClick={() => void again.run()}>
          {again.busy ? t('connection.checking') : t('connection.reconnect')}
        </Button>
        <Button variant="secondary" icon="hourglass" onClick={() => window.location.reload()}>
          {t('connection.reload')}
        </Button>
      </div>
    </Modal>
  );
}
