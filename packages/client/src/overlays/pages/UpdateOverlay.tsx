import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Modal } from '../Modal';

/** SPEC §2: shown when the app-store app is older than version 34. */
export default function UpdateOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const close = () => game.ui.getState().close('update');
  return (
    <Modal id="update" title={t('update.title')} icon="upgrade">
      <div className="stack page-message">
        <p>{t('update.text')}</p>
        <Button
          icon="upgrade"
          onClick={() => {
            if (game.platform.openStore()) close();
          }}
        >
          {t('update.title')}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('update.later')}
        </Button>
      </div>
    </Modal>
  );
}
