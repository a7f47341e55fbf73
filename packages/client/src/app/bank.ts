import {
  api,
  type BankStatusDto,
  type PaymentDto,
  type PaymentProviderId,
} from '@heroroad/protocol';
import type { GameServices } from './ports';

/**
 * Bank flows: the packs priced for the player's currency, an order through a provider, the test
 * provider's confirmation and the wait for a provider's notification after the buyer returns.
 * The emeralds themselves arrive as the WALLET push (realtime/wallet.ts).
 */

/**
 * What the bank reaches: the server's calls, the currency the game was opened with, a toast and its
 * sound.
 */
export type BankPorts = Pick<GameServices, 'api' | 'bus' | 'entry' | 't' | 'ui'>;

export function loadBank(game: BankPorts): Promise<BankStatusDto> {
  return game.api.call(api.bank.status, { query: { currency: game.entry.currency } });
}

/** Starts an order; answers it, and where the buyer pays. */
export function orderPack(
  game: BankPorts,
  packId: string,
  provider: PaymentProviderId,
): Promise<{ payment: PaymentDto; redirectUrl: string }> {
  return game.api.call(api.bank.order, {
    body: { packId, provider, currency: game.entry.currency },
    throttleId: `bank.order:${packId}`,
  });
}

/** The emeralds arrived: tell the player and mark the payment as seen (GEMS_TAKEN). */
async function arrived(game: BankPorts, payment: PaymentDto): Promise<void> {
  game.bus.emit('sound:effect', { name: 'coin' });
  game.ui.getState().toast('success', game.t('bank.arrived', { count: payment.gems }));
  await game.api.call(api.bank.take, { params: { id: payment.id } });
}

/** The test provider's page: the payer confirms and the order takes the one grant path. */
export async function payWithTestProvider(game: BankPorts, paymentId: number): Promise<PaymentDto> {
  const payment = await game.api.call(api.bank.testPay, {
    params: { id: paymentId },
    throttleId: `bank.testPay:${paymentId}`,
  });
  await arrived(game, payment);
  return payment;
}

/** A provider's page, in this tab: the provider sends the buyer back with ?bankPayment=. */
export function goToProvider(url: string, win: Window = window): void {
  win.location.assign(url);
}

const POLL_MS = 2000;
const POLL_LIMIT_MS = 120_000;

/**
 * After the buyer returns from a provider: waits for its notification to grant the order
 * (polling, since the provider may take a moment), then toasts. Answers the final payment, or
 * null when it is still pending after two minutes (the emeralds still arrive when it lands).
 */
export async function awaitPayment(
  game: BankPorts,
  paymentId: number,
  signal: AbortSignal,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<PaymentDto | null> {
  const started = Date.now();
  for (;;) {
    const payment = await game.api.call(api.bank.payment, { params: { id: paymentId }, signal });
    if (payment.state === 'GEMS_GRANTED') {
      await arrived(game, payment);
      return payment;
    }
    if (payment.state !== 'STARTED') return payment;
    if (Date.now() - started > POLL_LIMIT_MS || signal.aborted) return null;
    await sleep(POLL_MS);
  }
}
