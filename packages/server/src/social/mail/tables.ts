import type { Generated } from 'kysely';

export interface MailMessageTable {
  id: Generated<number>;
  /** The dialog's sides, a < b; 0 is the support staff. */
  a_id: number;
  b_id: number;
  from_id: number;
  author_id: number;
  author_name: string;
  support: number;
  text: string;
  created_at: number;
}

export interface MailDialogTable {
  /** 0 is the support staff's side of a support dialog. */
  player_id: number;
  partner_id: number;
  last_message_id: number;
  last_at: number;
  unread: number;
  read_id: number;
}

export interface MailBlockTable {
  player_id: number;
  blocked_id: number;
  created_at: number;
}

/** Mail messages, dialogs and the blacklist. */
export interface MailTables {
  mail_message: MailMessageTable;
  mail_dialog: MailDialogTable;
  mail_block: MailBlockTable;
}

declare module '../../db/schema.js' {
  interface Database extends MailTables {}
}
