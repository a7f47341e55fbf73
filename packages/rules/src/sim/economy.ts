import { EMERALD_PACKS } from '../economy/bank.js';
import { GIFTS } from '../economy/gifts.js';
import { GEMS_PER_GOLD_TICKET } from '../economy/purchase.js';
import {
  TICKET_IN_GEMS,
  WHEEL_SPIN_GEMS,
  WHEEL_SPIN_TICKETS,
  prizeAmounts,
  wheelMean,
} from '../economy/wheel.js';

/**
 * Every way the economy turns one of the exact currencies (emeralds, tickets) back into the
 * same currencies, with what it costs and what it returns on average, in emeralds (a ticket is
 * worth what it replaces: one wheel spin, 30 emeralds). A loop that returned as much as it cost
 * would mint value; each must return less. Gold, crystals and items never buy emeralds or
 * tickets, so no loop runs through them, and nothing is sold back for emeralds.
 */
export interface Loop {
  readonly name: string;
  readonly cost: number;
  readonly returns: number;
}

function inGems(a: { MITHRIL?: number; TICKETS?: number }): number {
  return (a.MITHRIL ?? 0) + (a.TICKETS ?? 0) * TICKET_IN_GEMS;
}

function spinReturns(): number {
  return wheelMean((prize) => inGems(prizeAmounts(prize, 1)));
}

export function economyLoops(): Loop[] {
  const spin = spinReturns();
  return [
    { name: 'wheel spin paid in emeralds', cost: WHEEL_SPIN_GEMS, returns: spin },
    {
      name: 'wheel spin paid with a ticket',
      cost: WHEEL_SPIN_TICKETS * TICKET_IN_GEMS,
      returns: spin,
    },
    // A pack's gold tickets, spun, return emeralds; bought emeralds are the only way in.
    ...EMERALD_PACKS.map((p) => {
      const tickets = Math.floor(p.gems / GEMS_PER_GOLD_TICKET);
      return {
        name: `${p.id}: its gold tickets spun, against the pack's own emeralds`,
        cost: p.gems + p.bonus,
        returns: tickets * spin,
      };
    }),
    // Two players (or one with a second account) sending a gift back and forth.
    ...GIFTS.filter((g) => inGems(g.price) > 0).map((g) => ({
      name: `gift ${g.id} sent to a second account and accepted`,
      cost: inGems(g.price),
      returns: inGems(g.reward),
    })),
  ];
}

/** The loops that return at least what they cost: empty when nothing mints value. */
export function mintingLoops(): Loop[] {
  return economyLoops().filter((l) => l.returns >= l.cost);
}
