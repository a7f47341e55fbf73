import type { ResponseOf } from '@heroroad/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { api } from '@heroroad/protocol';
import { remapPlatformAccount, searchPlatformAccount } from '../../app/platform';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction, useLoad } from '../../ui/useAction';

type Found = ResponseOf<typeof api.platform.search>;

/**
 * On a partner platform: which character the platform's account opens, and a button to link it
 * to the one signed in here instead (the server refuses when the other would have no way in).
 */
export function PlatformLink() {
  const game = useGame();
  const { t } = useTranslation();
  const [found, setFound] = useState<Found | null>(null);
  const look = useAction(async () => setFound(await searchPlatformAccount(game)));
  const link = useAction(async () => {
    await remapPlatformAccount(game);
    setFound(await searchPlatformAccount(game));
  });
  // Looked up once when the account page opens.
  useLoad(look.run);
  if (game.platform.traits.source === 'own' || !found) return null;
  return (
    <div className="stack">
      <p className="form-note">
        {found.yours
          ? t('account.link.yours')
          : found.found
            ? t('account.link.other', { name: found.found.name, level: found.found.level })
            : t('account.link.none')}
      </p>
      {!found.yours && (
        <Button variant="secondary" busy={link.busy} onClick={() => void link.run()}>
          {t('account.link.action')}
        </Button>
      )}
    </div>
  );
}
