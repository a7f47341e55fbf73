import type { ChatStart, PlayerRef } from '../../stores/socialStore';
import { staffPanel } from '../../stores/staffStore';
import type { GameServices } from '../ports';

/** What moving between the social overlays touches: where each opens, and the open overlays. */
type Navigation = Pick<GameServices, 'social' | 'ui'>;

/** SPEC §2: opening a profile from the chat, the mail or the rating closes those overlays. */
export function openProfile(game: Navigation, person: PlayerRef): void {
  game.social.getState().setProfile(person);
  const ui = game.ui.getState();
  ui.close('chat');
  ui.close('mail');
  ui.close('rating');
  ui.open('profile');
}

/** The chat at a room (and a player to whisper to), or at the main room. */
export function openChat(game: Navigation, start: ChatStart | null = null): void {
  game.social.getState().setChatStart(start);
  game.ui.getState().close('profile');
  game.ui.getState().open('chat');
}

/** The mail at a dialog (partner 0 is support), or at the dialog list. */
export function openMail(game: Navigation, partner: PlayerRef | null = null): void {
  game.social.getState().setMailStart(partner);
  game.ui.getState().close('profile');
  game.ui.getState().open('mail');
}

/** Staff open a player's card in the moderator panel (from a name in chat, mail or the forum). */
export function openStaffPanel(game: Navigation, playerId: number): void {
  staffPanel.getState().show(playerId);
  game.ui.getState().close('profile');
  game.ui.getState().open('staff');
}
