import type { GameServices } from '../app/ports';

/**
 * New balances pushed after any change that moved money (a payment granted, a spend on another
 * tab) go straight into the player, so the HUD and every panel show them at once.
 */
export function installWalletSync(game: GameServices): () => void {
  return game.notifications.on('WALLET', (wallet) => {
    const player = game.player.getState();
    if (player.player) player.patchPlayer(wallet);
  });
}
