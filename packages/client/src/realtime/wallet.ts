import type { RealtimeServices } from './ports';

/**
 * New balances pushed after any change that moved money (a payment granted, a spend on another
 * tab) go straight into the player, so the HUD and every panel show them at once. A push that
 * repeats what a call's answer already gave changes nothing: a new player object would make the
 * screens that follow the player (a battle under way) start over for no reason.
 */
export function installWalletSync(
  game: Pick<RealtimeServices, 'notifications' | 'player'>,
): () => void {
  return game.notifications.on('WALLET', (wallet) => {
    const store = game.player.getState();
    const player = store.player;
    if (!player) return;
    const changed = (Object.keys(wallet) as (keyof typeof wallet)[]).some(
      (k) => player[k] !== wallet[k],
    );
    if (changed) store.patchPlayer(wallet);
  });
}
