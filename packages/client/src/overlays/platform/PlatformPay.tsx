import type { PlatformSettingsDto } from '@heroroad/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyOnPlatform, platformSells, platformSettings } from '../../app/platform';
import { Button } from '../../ui/Button';
import { useAction } from '../../ui/useAction';
import { useGame } from '../../ui/GameContext';

/**
 * The pay button of a partner platform that sells packs itself (VK votes, OK, Telegram Stars,
 * Yandex yans, Kreds…), priced by the server in the platform's money. Nothing on the own site.
 */
export function PlatformPay({
  packId,
  onDone,
}: {
  packId: string;
  onDone: (paid: boolean) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const [settings, setSettings] = useState<PlatformSettingsDto | null>(null);
  useEffect(() => {
    let live = true;
    void platformSells(game).then(
      async (sells) => {
        if (sells && live) setSettings(await platformSettings(game));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game]);
  const buy = useAction(async () => {
    const outcome = await buyOnPlatform(game, packId);
    if (outcome === 'paid' || outcome === 'pending') onDone(outcome === 'paid');
  });
  const price = settings?.prices.find((p) => p.packId === packId);
  if (!price) return null;
  return (
    <Button icon="emerald" busy={buy.busy} onClick={() => void buy.run()}>
      {t('platform.purchase.button', {
        price: price.amount,
        currency: t(`platform.currency.${price.currency}`, { defaultValue: price.currency }),
      })}
    </Button>
  );
}
