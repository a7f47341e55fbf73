import type { PaymentDto, PlayerLogEntryDto } from '@heroroad/protocol';
import type { Kysely } from 'kysely';
import { paymentsOf } from '../bank/repository.js';
import { battlesStartedBefore } from '../battle/repository.js';
import type { Database } from '../db/schema.js';
import { operationsBefore } from '../economy/ledger-queries.js';
import { placesTakenBefore } from '../road/place-repository.js';
import { chatLinesBefore } from '../social/chat/repository.js';
import { lettersSentBefore } from '../social/mail/repository.js';

const PAGE = 100;
const cut = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A player's log for staff (SPEC §6): battles, places taken, purchases, chat lines and letters
 * sent, merged newest first from each domain's own reads (staff reads no other domain's table);
 * and their payments.
 */
export class PlayerHistory {
  constructor(private readonly db: Kysely<Database>) {}

  async log(playerId: number, before = Number.MAX_SAFE_INTEGER): Promise<PlayerLogEntryDto[]> {
    const db = this.db;
    const [battles, places, spends, chats, mails] = await Promise.all([
      battlesStartedBefore(db, playerId, before, PAGE),
      placesTakenBefore(db, playerId, before, PAGE),
      operationsBefore(db, playerId, before, PAGE * 2),
      chatLinesBefore(db, playerId, before, PAGE),
      lettersSentBefore(db, playerId, before, PAGE),
    ]);
    const entries: PlayerLogEntryDto[] = [
      ...battles.map((b) => ({
        at: Number(b.created_at),
        kind: 'BATTLE' as const,
        ref: `battle:${b.id}`,
        text: `${b.kind} ${b.status}${b.place_id === null ? '' : ` place ${b.place_id}`}`,
      })),
      ...places.map((p) => ({
        at: Number(p.taken_at),
        kind: 'PLACE' as const,
        ref: `place:${p.place_id}`,
        text: `place ${p.place_id} taken`,
      })),
      ...spends.flatMap((o) => {
        const spent = Object.entries(o.deltas).filter(([, d]) => d < 0);
        if (spent.length === 0) return [];
        const what = spent.map(([c, d]) => `${c} ${d}`).join(', ');
        return [{ at: o.at, kind: 'PURCHASE' as const, ref: o.key, text: `${o.reason}: ${what}` }]; // prettier-ignore
      }),
      ...chats.map((c) => ({
        at: Number(c.created_at),
        kind: 'CHAT' as const,
        ref: `chat:${c.id}`,
        text: `[${c.room}${c.to_name ? ` → ${c.to_name}` : ''}${c.deleted_at === null ? '' : ', deleted'}] ${cut(c.text)}`,
      })),
      ...mails.map((m) => ({
        at: Number(m.created_at),
        kind: 'MAIL' as const,
        ref: `mail:${m.id}`,
        text: `[→ ${m.support === 1 ? 'support' : `#${Number(m.a_id) === playerId ? m.b_id : m.a_id}`}] ${cut(m.text)}`,
      })),
    ];
    entries.sort((a, b) => b.at - a.at || a.ref.localeCompare(b.ref));
    return entries.slice(0, PAGE);
  }

  payments(playerId: number): Promise<PaymentDto[]> {
    return paymentsOf(this.db, playerId, 200);
  }
}
