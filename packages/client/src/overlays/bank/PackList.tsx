import type { BankPackDto, BankStatusDto, PlatformSettingsDto } from '@heroroad/protocol';
import { formatPlatformPrice } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { formatPrice } from './price';

function Badges({ pack }: { pack: BankPackDto }) {
  const { t } = useTranslation();
  const badges: [string, string][] = [];
  if (pack.firstBonus > 0)
    badges.push(['first', t('bank.badge.first', { count: pack.firstBonus })]);
  if (pack.saleBonus > 0) badges.push(['sale', t('bank.badge.sale', { count: pack.saleBonus })]);
  if (pack.packBonus > 0) badges.push(['bonus', t('bank.badge.bonus', { count: pack.packBonus })]);
  if (pack.statusBonus > 0)
    badges.push(['status', t('bank.badge.status', { count: pack.statusBonus })]);
  if (pack.goldTickets > 0)
    badges.push(['tickets', t('bank.badge.tickets', { count: pack.goldTickets })]);
  return (
    <span className="bank-badges">
      {badges.map(([kind, text]) => (
        <span key={kind} className={`bank-badge bank-badge-${kind}`}>
          {text}
        </span>
      ))}
    </span>
  );
}

/**
 * The packs, the one to store first marked, each with its bonuses and its price: in the
 * platform's own money where the platform sells them (`sale`), else in the bank's currency.
 */
export function PackList({
  bank,
  sale,
  onChoose,
}: {
  bank: BankStatusDto;
  sale: PlatformSettingsDto | null;
  onChoose: (pack: BankPackDto) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const priceOf = (pack: BankPackDto): string | null => {
    if (!sale) return formatPrice(pack.price, pack.currency, game.lang);
    const p = sale.prices.find((x) => x.packId === pack.id);
    return p ? formatPlatformPrice(p, game.lang) : null;
  };
  return (
    <ul className="hall-list bank-packs">
      {bank.packs.map((pack) => {
        const price = priceOf(pack);
        return (
          <li key={pack.id} className={pack.id === bank.idToStore ? 'bank-pack-best' : undefined}>
            <span className="bank-pack">
              <Icon name="emerald" size={28} />
              <span>
                <b>{t('bank.gems', { count: pack.gems })}</b>
                <span className="hall-soft">
                  {pack.name}
                  {pack.id === bank.idToStore && ` · ${t('bank.best')}`}
                </span>
                <Badges pack={pack} />
              </span>
            </span>
            <Button
              disabled={price === null || (!sale && bank.providers.length === 0)}
              aria-label={price === null ? undefined : t('bank.buy', { count: pack.gems, price })}
              onClick={() => onChoose(pack)}
            >
              {price ?? t('bank.notSold')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
