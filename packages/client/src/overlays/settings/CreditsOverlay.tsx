import { useTranslation } from 'react-i18next';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { legalHref } from '../account/legal';
import { Modal } from '../Modal';

const CREDITS = [
  { key: 'credits.icons', href: 'https://game-icons.net', icon: 'crossed-swords' },
  { key: 'credits.portraits', href: 'https://www.dicebear.com/styles/lorelei/', icon: 'person' },
  {
    key: 'credits.emblems',
    href: 'https://www.dicebear.com/styles/shapes/',
    icon: 'knight-banner',
  },
  { key: 'credits.fonts', href: 'https://openfontlicense.org', icon: 'quill-ink' },
  { key: 'credits.sound', href: 'https://github.com/KilledByAPixel/ZzFX', icon: 'harp' },
  { key: 'credits.code', href: 'https://opensource.org/license/mit', icon: 'scroll-unfurled' },
] as const;

const LEGAL = ['privacy', 'agreement', 'cookies'] as const;

/** Credits for every open asset the game is built from, with licences (art direction). */
export default function CreditsOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  return (
    <Modal id="credits" title={t('credits.title')} icon="scroll-unfurled">
      <div className="stack">
        <p className="form-note">{t('credits.intro')}</p>
        <ul className="credits">
          {CREDITS.map((c) => (
            <li key={c.key}>
              <Icon name={c.icon} size={22} />
              <a href={c.href} target="_blank" rel="noopener">
                {t(c.key)}
              </a>
            </li>
          ))}
        </ul>
        <p className="legal-links">
          {LEGAL.map((page) => (
            <a key={page} href={legalHref(page, game.lang)} target="_blank" rel="noopener">
              {t(`legal.${page}`)}
            </a>
          ))}
        </p>
      </div>
    </Modal>
  );
}
