/** The fixed policy's choices between battles: healing, spending and taking what places give. */
import { canAfford } from '../content/currencies.js';
import { health, maxHealth, withHealth } from '../creature/model.js';
import {
  groupLevelUp,
  heroLevelCap,
  heroLevelCost,
  squadSlots,
} from '../progression/experience.js';
import { healthOptions } from '../progression/health.js';
import { buyHero, learnForce, shopHeroes, shopJoinLevel } from '../progression/heroes.js';
import { type Place } from '../road/places.js';

import { spendGems } from './emeralds.js';
import { gainItem, reforgeBag, strip } from './items.js';
import { budget, nextTier, TIER_ORDER, tierOf } from './levels.js';
import { levelPerGold, raiseArtifacts } from './smithy.js';
import { upgradeForces } from './timers.js';
import {
  counted,
  healthShare,
  replaceHero,
  squad,
  tallyBestMove,
  wait,
  weakest,
  type SimPlayer,
} from './state.js';

/** Policy: restore with gold when the squad is below 70% or anyone fell; else wait it out. */
export function heal(p: SimPlayer): void {
  const s = squad(p);
  if (healthShare(s) >= 0.7 && s.every((h) => health(h) > 0)) return;
  const options = s.map(healthOptions);
  const gold = options.reduce((a, o) => a + o.gold, 0);
  if (gold <= p.wallet.GOLD * 0.5) {
    p.wallet.GOLD -= gold;
    p.heroes = p.heroes.map((h) => (h.combative ? withHealth(h, maxHealth(h)) : h));
    p.restores++;
    return;
  }
  p.waits++;
  wait(p, Math.max(...options.map((o) => o.waitSeconds)), 'health');
}

/** Gold to raise a hero from `from` to `to`. */
function catchUp(from: number, to: number): number {
  let sum = 0;
  for (let l = from; l < to; l++) sum += heroLevelCost(l);
  return sum;
}

/**
 * Policy: buy the strongest affordable hero while a squad slot is free; with a full squad, a
 * hero of a higher tier replaces the weakest of a lower one (who goes to the reserve). Then
 * raise worn artifacts at the smithy where a raise adds as much per gold as a hero level, level
 * the squad up, cheapest levels first, reforge the bag, and spend the emeralds in hand.
 */
export function spend(p: SimPlayer): void {
  spendGems(p);
  if (!p.spends) return;
  tallyBestMove(p, {
    buy: buyHeroes,
    level: levelSquad,
    smithy: (q) => smithy(q, true),
    reforge: reforgeBag,
  });
  counted(p, 'buy', () => buyHeroes(p));
  smithy(p, false);
  counted(p, 'level', () => levelSquad(p));
  counted(p, 'reforge', () => reforgeBag(p));
  upgradeForces(p);
}

/**
 * Smithy raises as worth their gold as a hero level; crystals for the next tier are kept. Weighed
 * on a copy (`instant`), every raise the budget pays is made, worth it or not.
 */
function smithy(p: SimPlayer, instant: boolean): void {
  const perGold = instant ? 0 : levelPerGold(p);
  raiseArtifacts(p, budget(p), nextTier(p)?.price.CRYSTAL ?? 0, perGold, instant);
}

function buyHeroes(p: SimPlayer): void {
  const slots = squadSlots(p.level.level);
  for (let guard = 0; guard < 12; guard++) {
    const full = squad(p).length >= slots;
    const owned = p.heroes.map((h) => h.identifier);
    const joins = shopJoinLevel(
      p.heroes.map((h) => h.level),
      heroLevelCap(p.level.level),
    );
    const low = [...squad(p)].sort((a, b) => tierOf(a) - tierOf(b) || a.weight - b.weight)[0];
    const offer = shopHeroes(p.road.bestVictoryStair + 1)
      .filter((h) => h.tier !== 'ARK' && !owned.includes(h.id) && canAfford(p.wallet, h.price))
      .filter((h) => !full || (low !== undefined && TIER_ORDER.indexOf(h.tier) > tierOf(low)))
      // A replacement must be affordable together with the levels that bring it up to the
      // hero it replaces; otherwise the squad would be weaker for a while.
      .filter(
        (h) =>
          !full ||
          low === undefined ||
          (h.price.GOLD ?? 0) + catchUp(joins, low.level) <= p.wallet.GOLD,
      )
      .sort((a, b) => b.attack * b.health - a.attack * a.health)[0];
    if (offer === undefined) break;
    const bought = buyHero({
      heroId: offer.id,
      creatureId: p.nextId++,
      playerId: p.seed,
      bestStair: p.road.bestVictoryStair + 1,
      owned,
      wallet: p.wallet,
      order: p.heroes.length,
      level: joins,
    });
    if (!bought.ok) break;
    for (const [k, v] of Object.entries(bought.value.price)) {
      p.wallet[k as keyof SimPlayer['wallet']] -= v;
    }
    p.heroes.push(bought.value.creature);
    if (!p.firstBought.has(offer.tier)) p.firstBought.set(offer.tier, p.stair);
    if (full && low !== undefined) {
      // One replacement at a time: the newcomer is levelled up before the next one is bought.
      // The benched hero's artifacts go to those who fight (the newcomer has room for two).
      strip(p, low);
      break;
    }
  }
}

function levelSquad(p: SimPlayer): void {
  // Keep a fifth of the gold for restoring health, and the next tier's price while saving.
  for (let i = 0; i < 200; i++) {
    const r = groupLevelUp(squad(p), budget(p), p.level.level);
    if (r.cost <= 0) break;
    p.wallet.GOLD -= r.cost;
    const map = new Map(r.creatures.map((c) => [c.id, c]));
    p.heroes = p.heroes.map((h) => map.get(h.id) ?? h);
  }
}

/** Takes what a place gives (the sim keeps resources, artifacts, runes and stones). */
export function take(p: SimPlayer, place: Place): void {
  const g = place.gift;
  switch (g.kind) {
    case 'RESOURCE': {
      const key = g.resource as keyof SimPlayer['wallet'];
      if (key in p.wallet) p.wallet[key] += g.amount;
      break;
    }
    case 'GAINABLE':
      if (g.resource === 'GOLD') p.wallet.GOLD += g.amount;
      break;
    case 'ARTIFACT':
      gainItem(p, g);
      break;
    case 'SKILL': {
      // A stone of strength: free levels for the weakest hero, past the level cap if need be.
      let h = weakest(p);
      for (let i = 0; i < g.levels && h !== undefined; i++) {
        h = groupLevelUp([h], Infinity, h.level + 1).creatures[0];
      }
      if (h !== undefined) replaceHero(p, h);
      break;
    }
    case 'RUNE': {
      counted(p, 'force', () => {
        for (const h of squad(p)) {
          const r = learnForce(h, g.warriorClass);
          if (r.ok && p.wallet.ELIXIR >= r.value.elixir) {
            p.wallet.ELIXIR -= r.value.elixir;
            replaceHero(p, r.value.creature);
            break;
          }
        }
      });
      break;
    }
    case 'HEALING_SPRING':
      p.heroes = p.heroes.map((h) => withHealth(h, maxHealth(h)));
      break;
    default:
      break;
  }
}
