import { LANGS } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { startAsGuest } from '../app/account';
import { setLanguage } from '../app/settingsActions';
import { Button } from './Button';
import { useGame } from './GameContext';
import { useAction } from './useAction';

/** The welcome's choice: start at once as a guest, or log in; and the language. */
export function WelcomePanel() {
  const game = useGame();
  const { t } = useTranslation();
  const lang = useStore(game.settings, (s) => s.lang);
  const guest = useAction(startAsGuest);
  return (
    <section className="welcome card card-parchment" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{t('welcome.title')}</h1>
      <p>{t('welcome.text')}</p>
      <div className="welcome-actions">
        <Button icon="hood" busy={guest.busy} onClick={() => void guest.run(game)}>
          {t('welcome.guest')}
        </Button>
        <Button variant="secondary" icon="key" onClick={() => game.ui.getState().open('login')}>
          {t('welcome.login')}
        </Button>
      </div>
      <div className="welcome-lang" role="group" aria-label={t('welcome.language')}>
        {LANGS.map((l) => (
          <button
            key={l}
            type="button"
            className={l === lang ? 'lang lang-on' : 'lang'}
            aria-pressed={l === lang}
            onClick={() => void setLanguage(game, l)}
          >
            {t(`settings.languages.${l}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
