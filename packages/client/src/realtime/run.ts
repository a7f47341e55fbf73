import { STOMP_ENDPOINT } from '@heroroad/protocol';
import { RealtimeLink, type StompFactory } from './link';
import { dispatchNotification, parseNotification } from './notifications';
import { socketUrl, stompFactory } from './stomp';
import { SocialSync } from './sync';
import { installDuelSync } from './duels';
import { installGiftSync } from './gifts';
import { installWalletSync } from './wallet';
import type { RealtimeFlows, RealtimeServices } from './ports';
import { MINUTE_MS } from '@heroroad/rules';

/**
 * A tab hidden this long lets its connection go (the server keeps one socket per open tab);
 * showing it again reconnects, and open lists fetch what they missed. It comes before Chrome's
 * intensive throttling of hidden tabs (after five minutes), which would hold back the 10 s
 * heart-beats long enough for the server to drop the socket anyway.
 */
export const HIDDEN_PAUSE_MS = 3 * MINUTE_MS;

/** The session as the API client sends it; the broker reads either header in CONNECT. */
function sessionHeaders(game: Pick<RealtimeServices, 'session'>): Record<string, string> {
  const { authorization, jsession } = game.session;
  return {
    ...(authorization ? { Authorization: authorization } : {}),
    ...(jsession ? { JSESSIONID: jsession } : {}),
  };
}

/**
 * Runs the realtime link for whoever is signed in: connects as the player, reconnects as the new
 * one after a login or registration, follows the clan, stops at logout, pauses in a long-hidden
 * tab. Notifications go out on `game.notifications`; a recovery, a loss and a duel's pushes go to
 * `flows`, which the composition answers with the game's flows. Answers the function that ends
 * it all.
 */
export function runRealtime(
  game: RealtimeServices,
  flows: RealtimeFlows,
  win: Window = window,
  factory: StompFactory = stompFactory,
): () => void {
  const sync = new SocialSync(game);
  let reportedUnreadable = false;
  const link = new RealtimeLink({
    factory,
    url: socketUrl(win.location, STOMP_ENDPOINT),
    onMessage: (body) => {
      const notification = parseNotification(body);
      if (notification) dispatchNotification(game.notifications, notification);
      else if (!reportedUnreadable) {
        reportedUnreadable = true;
        game.reporter.report(new Error(`Unreadable realtime message: ${body.slice(0, 200)}`));
      }
    },
    onState: (state) => game.social.getState().setLink(state),
    onConnected: ({ recovered }) => {
      game.social.getState().connected();
      void sync.refresh();
      if (recovered) flows.onRecovered();
    },
    onLost: () => flows.onLost(),
  });

  // Who the link speaks for: another player, or a guest who registered (the session changed).
  let speaksFor: string | null = null;
  const follow = () => {
    const { info } = game.player.getState();
    if (!info || !game.session.known) {
      if (speaksFor !== null) {
        speaksFor = null;
        link.stop();
        game.social.getState().reset();
      }
      return;
    }
    const who = `${info.player.id}:${info.clientUuid}:${info.player.accessLevel}`;
    if (who === speaksFor) {
      link.setClan(info.player.clanId);
      return;
    }
    speaksFor = who;
    link.start({
      session: () => sessionHeaders(game),
      clientUuid: info.clientUuid,
      clanId: info.player.clanId,
    });
  };

  let hiddenTimer: ReturnType<typeof setTimeout> | null = null;
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') {
      hiddenTimer ??= setTimeout(() => link.pause(), HIDDEN_PAUSE_MS);
      return;
    }
    if (hiddenTimer !== null) clearTimeout(hiddenTimer);
    hiddenTimer = null;
    link.resume();
  };
  const onOnline = () => link.retryNow();

  const offSync = sync.install();
  const offWallet = installWalletSync(game);
  const offGifts = installGiftSync(game);
  const offDuels = installDuelSync(game, flows, (battleId) => link.watchDuel(battleId));
  const offPlayer = game.player.subscribe(follow);
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('online', onOnline);
  follow();
  return () => {
    offSync();
    offWallet();
    offGifts();
    offDuels();
    offPlayer();
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('online', onOnline);
    if (hiddenTimer !== null) clearTimeout(hiddenTimer);
    link.stop();
  };
}
