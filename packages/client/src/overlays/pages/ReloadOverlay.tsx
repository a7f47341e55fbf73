import { useTranslation } from 'react-i18next';
import { reconnect } from '../../app/start';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';

/** SPEC §8: "page reload required"; the page offers a reload or another try to connect. */
export default function ReloadOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const again = useAction(async () => {
    game.ui.getState().close('reload');
    if (!(await reconnect(game))) game.ui.getState().open('reload');
  });
  return (
    <Modal id="reload" title={t('reload.title')} icon="cycle" tone="alarm">
      <div className="stack page-message">
        <p>{t('reload.text')}</p>
        <Button icon="cycle" onClick={() => window.location.reload()}>
          {t('reload.reload')}
        </Button>
        <Button variant="secondary" busy={again.busy} onClick={() => void again.run()}>
          {t('reload.reconnect')}
        </Button>
      </div>
    </Modal>
  );
}
