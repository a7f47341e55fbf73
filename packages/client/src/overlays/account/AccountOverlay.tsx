import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { logout } from '../../app/account';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { StoryProgress } from '../../ui/story/StoryProgress';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import { PlatformLink } from './PlatformLink';

/** The account page: a guest is invited to register or log in; a player manages the account. */
export default function AccountOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const open = useStore(game.ui, (s) => s.open);
  const signOut = useAction(logout);
  const guest = !player || player.accessLevel === 'TRIAL';

  return (
    <Modal id="account" title={t('account.title')} icon="person">
      <div className="stack">
        <p className="form-note">
          {guest ? t('account.guestNote') : t('account.playerNote', { name: player.name })}
        </p>
        <StoryProgress />
        <PlatformLink />
        {guest ? (
          <>
            <Button icon="quill-ink" onClick={() => open('register')}>
              {t('account.register')}
            </Button>
            <Button variant="secondary" icon="key" onClick={() => open('login')}>
              {t('account.login')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" icon="quill" onClick={() => open('rename')}>
              {t('account.rename')}
            </Button>
            <Button variant="secondary" icon="envelope" onClick={() => open('mailOrPhone')}>
              {t('account.mailOrPhone')}
            </Button>
            <Button variant="secondary" icon="padlock" onClick={() => open('password')}>
              {t('account.password')}
            </Button>
            <Button
              variant="danger"
              icon="exit-door"
              busy={signOut.busy}
              onClick={async () => {
                if (await signOut.run(game)) game.ui.getState().closeAll();
              }}
            >
              {t('account.logout')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
