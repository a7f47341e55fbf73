import type { PlatformPriceDto, PlatformSettingsDto } from '@heroroad/protocol';
import { formatPlatformPrice } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyOnPlatform, platformSells, platformSettings } from '../../app/platform';
import { Button } from '../../ui/Button';
import { useAction } from '../../ui/useAction';
import { useGame } from '../../ui/GameContext';
import { useLoadOnce } from '../../ui/useLoadOnce';

/**
 * How the platform sells packs here: its settings when it sells them itself (VK votes, OK,
 * Telegram Stars, Yandex yans, Kreds…), null otherwise (the own site, or a platform not set up),
 * undefined while asking. Partner platforms forbid other payment methods where they sell.
 */
export function usePlatformSale(): PlatformSettingsDto | null | undefined {
  const game = useGame();
  const [settings, setSettings] = useState<PlatformSettingsDto | null | undefined>(
    game.platform.traits.source === 'own' ? null : undefined,
  );
  useLoadOnce(
    () => platformSells(game).then(async (sells) => (sells ? platformSettings(game) : null)),
    setSettings,
    () => setSettings(null),
  );
  return settings;
}

/** The pay button of a platform that sells packs itself, priced in the platform's money. */
export function PlatformPay({
  price,
  onDone,
}: {
  price: PlatformPriceDto;
  onDone: (paid: boolean) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const buy = useAction(async () => {
    const outcome = await buyOnPlatform(game, price.packId);
    if (outcome === 'paid' || outcome === 'pending') onDone(outcome === 'paid');
  });
  return (
    <Button icon="emerald" busy={buy.busy} onClick={() => void buy.run()}>
      {t('platform.purchase.button', { price: formatPlatformPrice(price, game.lang) })}
    </Button>
  );
}
