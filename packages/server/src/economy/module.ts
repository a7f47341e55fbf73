import { domainModule } from '../core/module.js';
import { economyMigrations } from './migrations.js';
import { walletDto } from './balances.js';

/**
 * Money: the wallet every domain reaches through the player kernel, the ledger behind it, and
 * the push of new balances to the player's clients once a change has committed.
 */
export const economyModule = domainModule()({
  name: 'economy',
  migrations: economyMigrations,
  services: (k) => {
    k.players.onBalances((player, balances) =>
      k.notify.personal(player.client_uuid, 'WALLET', walletDto(balances)),
    );
    return {};
  },
});

/** The tables this domain adds to the database. */
export type { EconomyTables } from './tables.js';
