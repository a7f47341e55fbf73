import type { ChatRoom } from '@heroroad/protocol';
import type { DisplayedRole } from '@heroroad/rules';
import { createStore } from 'zustand/vanilla';
import type { LinkState } from '../realtime/events';

/** Another player as chat and mail know them; level and role when the source tells them. */
export interface PlayerRef {
  readonly id: number;
  readonly name: string;
  readonly level: number | null;
  readonly role: DisplayedRole | null;
}

/** Where the chat overlay opens: a room, and for whispers the player to whisper to. */
export interface ChatStart {
  readonly room: ChatRoom;
  readonly whisperTo: PlayerRef | null;
}

const NO_UNREAD: Readonly<Record<ChatRoom, boolean>> = { MAIN: false, CLAN: false, PRIVAT: false };

/**
 * The social side of the game: the realtime link's state, unread marks for the chrome buttons,
 * and what the chat, mail and profile overlays open at. Overlays take no parameters, so whoever
 * opens one leaves its starting point here.
 */
export interface SocialState {
  readonly link: LinkState;
  /** Grows with every (re)connection: open lists then fetch what they may have missed. */
  readonly generation: number;
  /** Letters not read yet, over all dialogs. */
  readonly mailUnread: number;
  readonly chatUnread: Readonly<Record<ChatRoom, boolean>>;
  /** The player whose card the profile overlay shows. */
  readonly profile: PlayerRef | null;
  readonly chatStart: ChatStart | null;
  /** The dialog the mail overlay opens at (partner 0 is support); null for the dialog list. */
  readonly mailStart: PlayerRef | null;
  /** What the open overlays show now, so news about it does not count as unread. */
  readonly viewingRoom: ChatRoom | null;
  readonly viewingDialog: number | null;
  setLink(link: LinkState): void;
  connected(): void;
  setMailUnread(count: number): void;
  addMailUnread(): void;
  setChatUnread(room: ChatRoom, unread: boolean): void;
  setAllChatUnread(unread: Readonly<Record<ChatRoom, boolean>>): void;
  setProfile(profile: PlayerRef | null): void;
  setChatStart(start: ChatStart | null): void;
  setMailStart(start: PlayerRef | null): void;
  setViewingRoom(room: ChatRoom | null): void;
  setViewingDialog(partnerId: number | null): void;
  /** Signed out: nothing of the last player's stays. */
  reset(): void;
}

/** What belongs to the signed-in player: empty at start and again after signing out. */
const PLAYER_PART = {
  mailUnread: 0,
  chatUnread: NO_UNREAD,
  profile: null,
  chatStart: null,
  mailStart: null,
  viewingRoom: null,
  viewingDialog: null,
} as const satisfies Partial<SocialState>;

export const createSocialStore = () =>
  createStore<SocialState>()((set) => ({
    link: 'off',
    generation: 0,
    ...PLAYER_PART,
    setLink: (link) => set({ link }),
    connected: () => set((s) => ({ link: 'online', generation: s.generation + 1 })),
    setMailUnread: (count) => set({ mailUnread: Math.max(0, count) }),
    addMailUnread: () => set((s) => ({ mailUnread: s.mailUnread + 1 })),
    setChatUnread: (room, unread) =>
      set((s) =>
        s.chatUnread[room] === unread ? s : { chatUnread: { ...s.chatUnread, [room]: unread } },
      ),
    setAllChatUnread: (chatUnread) => set({ chatUnread }),
    setProfile: (profile) => set({ profile }),
    setChatStart: (chatStart) => set({ chatStart }),
    setMailStart: (mailStart) => set({ mailStart }),
    setViewingRoom: (viewingRoom) => set({ viewingRoom }),
    setViewingDialog: (viewingDialog) => set({ viewingDialog }),
    reset: () => set(PLAYER_PART),
  }));

export type SocialStore = ReturnType<typeof createSocialStore>;
