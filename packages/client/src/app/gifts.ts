import { api, type GiftDto, type GiftInboxDto, type ReferralStatusDto } from '@heroroad/protocol';
import { findGift, pickText } from '@heroroad/rules';
import { amountsText } from '../i18n/words';
import type { GameServices } from './ports';

/**
 * Gifts between players and the referral program. Sending carries a key made once per press
 * of the button, so a retried request (a lost answer, a double tap) sends the gift once.
 */

/**
 * What the gifts and the referral bonus reach: the server's calls, the player, a toast and its
 * sound.
 */
export type GiftPorts = Pick<
  GameServices,
  'api' | 'applyPlayer' | 'bus' | 'lang' | 'player' | 't' | 'ui'
>;

export async function loadGiftInbox(
  game: Pick<GameServices, 'api' | 'player'>,
): Promise<GiftInboxDto> {
  const inbox = await game.api.call(api.gifts.inbox);
  game.player.getState().patchPlayer({ haveNewGift: inbox.haveNewGift });
  return inbox;
}

/** The inbox was looked at: its gifts are no longer news (the badge clears). */
export async function markGiftsSeen(game: GiftPorts): Promise<void> {
  game.applyPlayer(await game.api.call(api.gifts.seen, { throttleId: 'gifts.seen' }));
}

export function giftName(game: Pick<GameServices, 'lang'>, giftId: string): string {
  const def = findGift(giftId);
  return def ? pickText(def.name, game.lang) : giftId;
}

export async function acceptGift(game: GiftPorts, gift: GiftDto): Promise<GiftDto> {
  const reply = await game.api.call(api.gifts.accept, {
    params: { id: gift.id },
    throttleId: `gifts.accept:${gift.id}`,
  });
  game.applyPlayer(reply.player);
  game.bus.emit('sound:effect', { name: 'coin' });
  game.ui
    .getState()
    .toast(
      'success',
      game.t('gifts.accepted', { reward: amountsText(reply.gift.reward, game.lang) }),
    );
  return reply.gift;
}

export function newGiftKey(): string {
  return `gift-${crypto.randomUUID()}`;
}

export async function sendGift(
  game: GiftPorts,
  to: { id: number; name: string },
  giftId: string,
  key: string,
): Promise<void> {
  const reply = await game.api.call(api.gifts.send, {
    body: { receiverId: to.id, giftId, key },
    throttleId: `gifts.send:${key}`,
  });
  game.applyPlayer(reply.player);
  game.ui
    .getState()
    .toast('success', game.t('gifts.sent', { gift: giftName(game, giftId), name: to.name }));
}

export function loadReferral(game: Pick<GameServices, 'api'>): Promise<ReferralStatusDto> {
  return game.api.call(api.gifts.referral);
}

export async function takeReferralBonus(game: GiftPorts): Promise<void> {
  const reply = await game.api.call(api.gifts.takeReferral, { throttleId: 'referral.take' });
  game.applyPlayer(reply.player);
  const { info, setInfo } = game.player.getState();
  if (info)
    setInfo({
      ...info,
      player: reply.player,
      referralBonus: { startBonus: 0, refClanBonus: 0, refBonus: 0 },
    });
  game.bus.emit('sound:effect', { name: 'coin' });
  game.ui.getState().toast('success', game.t('referral.taken', { count: reply.taken }));
}

/** Copies the link to the clipboard; answers false where the browser refuses. */
export async function copyReferralLink(
  game: Pick<GameServices, 'ui' | 't'>,
  link: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(link);
    game.ui.getState().toast('success', game.t('referral.copied'));
    return true;
  } catch {
    game.ui.getState().toast('error', game.t('referral.copyFailed'));
    return false;
  }
}

/** The browser's share sheet where there is one, else the link copied. */
export async function shareReferralLink(
  game: Pick<GameServices, 'ui' | 't'>,
  link: string,
  nav: Pick<Navigator, 'share' | 'clipboard'> = navigator,
): Promise<void> {
  if (typeof nav.share === 'function') {
    await nav
      .share({ title: game.t('app.title'), text: game.t('referral.shareText'), url: link })
      .catch(() => undefined);
    return;
  }
  await copyReferralLink(game, link, nav.clipboard);
}
