import type { GameServices } from '../../app/ports';
import type { ChatStart, PlayerRef } from '../../stores/socialStore';

/** SPEC §2: opening a profile from the chat or the mail closes those overlays. */
export function openProfile(game: GameServices, person: PlayerRef): void {
  game.social.getState().setProfile(person);
  const ui = game.ui.getState();
  ui.close('chat');
  ui.close('mail');
  ui.open('profile');
}

/** The chat at a room (and a player to whisper to), or at the main room. */
export function openChat(game: GameServices, start: ChatStart | null = null): void {
  game.social.getState().setChatStart(start);
  game.ui.getState().close('profile');
  game.ui.getState().open('chat');
}

/** The mail at a dialog (partner 0 is support), or at the dialog list. */
export function openMail(game: GameServices, partner: PlayerRef | null = null): void {
  game.social.getState().setMailStart(partner);
  game.ui.getState().close('profile');
  game.ui.getState().open('mail');
}
