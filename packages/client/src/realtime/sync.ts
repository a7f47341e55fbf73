import {
  SUPPORT_PARTNER_ID,
  api,
  type ChatMessageDto,
  type ChatRoom,
  type MailMessageDto,
} from '@heroroad/protocol';
import type { RealtimeServices } from './ports';

/** Several read marks in a row (a dialog read page by page) cost one recount. */
const RECOUNT_DELAY_MS = 300;

/**
 * Keeps the unread marks of the chrome buttons true to the server: counts them after every
 * (re)connection and follows the notifications in between. Overlays update their own lists;
 * this only decides what the player has not seen yet.
 */
export class SocialSync {
  private recountTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly game: Pick<
      RealtimeServices,
      'notifications' | 'social' | 'player' | 'ui' | 't' | 'api'
    >,
  ) {}

  /** Listens to the notifications; answers the function that stops listening. */
  install(): () => void {
    const on = this.game.notifications;
    const offs = [
      on.on('CHAT_MESSAGE', (m) => this.chatMessage(m)),
      on.on('CHAT_SEEN', ({ room }) => this.social.setChatUnread(room, false)),
      on.on('MAIL_MESSAGE', (m) => this.mailMessage(m)),
      on.on('MAIL_READ', () => this.recountSoon()),
    ];
    return () => {
      offs.forEach((off) => off());
      if (this.recountTimer !== null) clearTimeout(this.recountTimer);
    };
  }

  /** After a (re)connection: what arrived while the link was down is only known to the server. */
  async refresh(): Promise<void> {
    await Promise.all([this.countChat(), this.countMail()]);
  }

  private get social() {
    return this.game.social.getState();
  }

  private get me(): number | null {
    return this.game.player.getState().player?.id ?? null;
  }

  private chatMessage(message: ChatMessageDto): void {
    if (message.authorId === this.me || this.social.viewingRoom === message.room) return;
    this.social.setChatUnread(message.room, true);
    if (message.room === 'PRIVAT' && !this.game.ui.getState().overlays.includes('chat')) {
      this.game.ui
        .getState()
        .toast('info', this.game.t('chat.whisperToast', { name: message.authorName }));
    }
  }

  private mailMessage(message: MailMessageDto): void {
    if (message.fromId === this.me) return;
    // The open dialog reads it at once, which sends MAIL_READ and the recount.
    if (this.social.viewingDialog === message.fromId) return;
    this.social.addMailUnread();
    this.setNewMailFlag(true);
    if (!this.game.ui.getState().overlays.includes('mail')) {
      const name =
        message.fromId === SUPPORT_PARTNER_ID ? this.game.t('mail.support') : message.authorName;
      this.game.ui.getState().toast('info', this.game.t('mail.letterToast', { name }));
    }
  }

  /** The player's own flag (SPEC §3 haveNewMailMessage) follows what the link learns. */
  private setNewMailFlag(value: boolean): void {
    const player = this.game.player.getState();
    if (player.player && player.player.haveNewMailMessage !== value) {
      player.patchPlayer({ haveNewMailMessage: value });
    }
  }

  private recountSoon(): void {
    if (this.recountTimer !== null) clearTimeout(this.recountTimer);
    this.recountTimer = setTimeout(() => {
      this.recountTimer = null;
      void this.countMail();
    }, RECOUNT_DELAY_MS);
  }

  private async countChat(): Promise<void> {
    try {
      const rooms = await this.game.api.call(api.chat.rooms);
      const viewing = this.social.viewingRoom;
      const unread = { MAIN: false, CLAN: false, PRIVAT: false } as Record<ChatRoom, boolean>;
      for (const r of rooms) unread[r.room] = r.available && r.unread && r.room !== viewing;
      this.social.setAllChatUnread(unread);
    } catch {
      // Marks are a courtesy: without them the chat still opens and loads.
    }
  }

  private async countMail(): Promise<void> {
    try {
      const dialogs = await this.game.api.call(api.mail.list);
      const unread = dialogs.reduce((sum, d) => sum + d.unread, 0);
      this.social.setMailUnread(unread);
      this.setNewMailFlag(unread > 0);
    } catch {
      // As above: the badge waits for the next count.
    }
  }
}
