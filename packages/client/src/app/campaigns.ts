import { api, type Campaign, type OfferWindowDto } from '@heroroad/protocol';
import { SHARE_GEMS } from '@heroroad/rules';
import { platformServer } from './platform';
import type { GameServices } from './ports';

/** Campaign and gift flows: each answers the player, taken in at once, with a toast. */

/**
 * What taking a campaign, a gift or a promo code reaches: the server's calls, the platform, the
 * player, a toast and its sound.
 */
export type CampaignPorts = Pick<
  GameServices,
  'api' | 'applyPlayer' | 'bus' | 'platform' | 'player' | 't' | 'ui'
>;

function gained(game: CampaignPorts, text: string): void {
  game.bus.emit('sound:effect', { name: 'coin' });
  game.ui.getState().toast('success', text);
}

export async function takeCampaign(
  game: CampaignPorts,
  campaign: Campaign,
  name: string,
): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.campaigns.use, {
      params: { id: campaign },
      throttleId: `campaign:${campaign}`,
    }),
  );
  // The campaign is spent: it leaves the list the start-up gave.
  const { info, setInfo } = game.player.getState();
  if (info) setInfo({ ...info, openCampaigns: info.openCampaigns.filter((c) => c !== campaign) });
  gained(game, game.t('promos.taken', { name }));
}

export async function acceptWelcomeGift(game: CampaignPorts): Promise<void> {
  game.applyPlayer(await game.api.call(api.campaigns.welcomeGift, { throttleId: 'welcomeGift' }));
  gained(game, game.t('promos.welcomeTaken'));
}

/**
 * The daily ticket (the server's rewarded-ad claim): no ad network confirms a view to the
 * server, so it is capped there at a few tickets a Moscow day and never pays emeralds.
 */
export async function takeDailyTicket(game: CampaignPorts): Promise<void> {
  const r = await game.api.call(api.campaigns.adReward, { throttleId: 'adReward' });
  game.applyPlayer(r.player);
  gained(game, game.t('promos.dailyTaken', { left: r.left }));
}

/** The OK group's reward of the day (members of the game's group on OK, once a Moscow day). */
export async function takeOkDaily(game: CampaignPorts): Promise<void> {
  game.applyPlayer(await game.api.call(api.campaigns.okDailyTake, { throttleId: 'okDaily' }));
  gained(game, game.t('promos.okDailyTaken'));
}

/** Shares the game (the browser's share sheet where there is one), then takes the reward. */
export async function shareGame(game: CampaignPorts, nav: Navigator = navigator): Promise<void> {
  if (typeof nav.share === 'function') {
    await nav.share({ title: game.t('app.title'), url: location.origin }).catch(() => undefined);
  }
  game.applyPlayer(await game.api.call(api.campaigns.share, { throttleId: 'share' }));
  gained(game, game.t('promos.shared', { count: SHARE_GEMS }));
}

/** A promo code: the platform's way where it has one (Yandex), else the game's own codes. */
export async function redeemPromo(game: CampaignPorts, code: string): Promise<void> {
  const viaPlatform = await game.platform.redeemPromo(code, platformServer(game));
  game.applyPlayer(
    viaPlatform ??
      (await game.api.call(api.campaigns.redeem, { body: { code }, throttleId: `promo:${code}` })),
  );
  gained(game, game.t('promos.redeemed'));
}

/** Emeralds the bank counts as bought: what earns the campaigns that come with a purchase. */
export async function loadGemsBought(game: Pick<GameServices, 'api'>): Promise<number> {
  return (await game.api.call(api.bank.status)).gemsBought;
}

export function loadOfferWindow(game: Pick<GameServices, 'api'>): Promise<OfferWindowDto> {
  return game.api.call(api.campaigns.offerWindow);
}

/** The window was shown: it is not opened by itself again (a sale: until the next one). */
export function markOfferSeen(
  game: Pick<GameServices, 'api'>,
  offer: Campaign | 'SALE',
): Promise<OfferWindowDto> {
  return game.api.call(api.campaigns.offerSeen, {
    params: { offer },
    throttleId: `offer.seen:${offer}`,
  });
}
