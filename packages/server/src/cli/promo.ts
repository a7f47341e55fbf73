import { createPromo } from '../campaigns/service.js';
import type { Db } from '../db/database.js';
import { AdminError } from '../moderation/service.js';

export const PROMO_USAGE = `  npm run admin -- promo <CODE> <emeralds> <tickets> [--expires YYYY-MM-DD] [--uses N]
      a promo code, redeemed once per player; --uses caps redemptions across all players`;

function whole(word: string, what: string): number {
  if (!/^\d{1,9}$/.test(word))
    throw new AdminError(`${what} must be a whole number, not "${word}"`);
  return Number(word);
}

/** Creates a promo code from the command line. */
export async function promoCommand(
  args: readonly string[],
  options: { expires?: string; uses?: string },
  db: Db,
  now: number,
): Promise<string> {
  const [code, gems, tickets] = args as [string, string, string];
  let expiresAt: number | null = null;
  if (options.expires) {
    expiresAt = Date.parse(`${options.expires}T00:00:00+03:00`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(options.expires) || Number.isNaN(expiresAt))
      throw new AdminError(`--expires takes a date as YYYY-MM-DD, not "${options.expires}"`);
  }
  const maxUses = options.uses ? whole(options.uses, '--uses') : null;
  try {
    const made = await createPromo(db, now, {
      code,
      gems: whole(gems, 'emeralds'),
      tickets: whole(tickets, 'tickets'),
      expiresAt,
      maxUses,
    });
    const until = expiresAt ? `, until ${options.expires} 00:00 Moscow time` : '';
    return `Promo code ${made} created${until}${maxUses ? `, ${maxUses} uses` : ''}`;
  } catch (e) {
    throw new AdminError((e as Error).message);
  }
}
