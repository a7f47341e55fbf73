import { api } from '@heroroad/protocol';
import { AMULETS, ARTIFACTS, itemUpgradePlan, itemValue, REFORGE_SHARE } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestWithHero, setPlayer } from './game.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const sword = ARTIFACTS.find((a) => a.effectType === 'ATTACK')!;
const attackOf = (c: { skills: { skillType: string; valueTotal: number }[] }) =>
  c.skills.find((k) => k.skillType === 'ATTACK')!.valueTotal;

async function player(values: Record<string, number>, items: string[]) {
  const g = await guestWithHero(s);
  if (Object.keys(values).length > 0) await setPlayer(s, g.playerId, values);
  const ids = await s.server.kernel.players.withPlayer(g.playerId, async (u) => {
    const out: number[] = [];
    for (const id of items) out.push(await u.bag.addArtifact(id, 5));
    return out;
  });
  const hero = (await s.call(api.player.current, { token: g.token })).body.creatures[0]!;
  const heroNow = async () =>
    (await s.call(api.hero.creature, { token: g.token, params: { id: hero.id } })).body;
  return { ...g, ids, hero, heroNow };
}

describe('the smithy', () => {
  it('raises an artifact a level for crystals and gold when its timer ends, on the hero wearing it', async () => {
    const p = await player({ crystal: 50, gold: 500 }, [sword.id]);
    const [item] = p.ids;
    await s.call(api.hero.equip, {
      token: p.token,
      params: { id: p.hero.id },
      body: { itemId: item! },
    });
    const before = attackOf(await p.heroNow());
    const plan = itemUpgradePlan(5);
    const r = await s.call(api.progression.upgradeArtifact, {
      token: p.token,
      params: { id: item! },
      body: {},
    });
    expect(r.status).toBe(200);
    expect(plan.gold).toBeGreaterThan(0);
    expect(r.body.player.crystal).toBe(50 - plan.crystal);
    expect(r.body.player.gold).toBe(500 - plan.gold);
    expect(r.body.smithy.upgrades).toMatchObject([{ itemId: item, toLevel: 6 }]);
    const again = await s.call(api.progression.upgradeArtifact, {
      token: p.token,
      params: { id: item! },
      body: {},
    });
    expect(again.body.code).toBe('TIMER_ALREADY_RUNNING');
    s.clock.advance(plan.seconds * 1000);
    const [a, b] = await Promise.all([
      s.call(api.progression.smithy, { token: p.token }),
      s.call(api.progression.smithy, { token: p.token }),
    ]);
    expect(a.body.upgrades).toEqual([]);
    expect(b.body.upgrades).toEqual([]);
    const after = await p.heroNow();
    expect(after.artifacts[0]!.level).toBe(6);
    expect(attackOf(after) - before).toBeCloseTo(itemValue(sword, 6) - itemValue(sword, 5), 6);
  });

  it("refuses a raise when gold is short, in the player's language, taking nothing", async () => {
    const plan = itemUpgradePlan(5);
    const p = await player({ crystal: 50, gold: plan.gold - 1 }, [sword.id]);
    const r = await s.call(api.progression.upgradeArtifact, {
      token: p.token,
      params: { id: p.ids[0]! },
      body: {},
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('NOT_ENOUGH_RESOURCES');
    // The message comes in the player's language (Russian by default).
    expect(r.body.message).toBe('Недостаточно ресурсов');
    const smithy = await s.call(api.progression.smithy, { token: p.token });
    expect(smithy.body.upgrades).toEqual([]);
    const me = (await s.call(api.player.current, { token: p.token })).body;
    expect(me.crystal).toBe(50);
    expect(me.gold).toBe(plan.gold - 1);
  });

  it('refuses to raise an item that does not grow with its level, taking nothing', async () => {
    const still = AMULETS.find((a) => a.effectType === 'IMMORTALITY')!;
    const p = await player({ crystal: 50 }, [still.id]);
    const r = await s.call(api.progression.upgradeArtifact, {
      token: p.token,
      params: { id: p.ids[0]! },
      body: {},
    });
    expect(r.body.code).toBe('ITEM_DOES_NOT_GROW');
    const smithy = await s.call(api.progression.smithy, { token: p.token });
    expect(smithy.body.upgrades).toEqual([]);
    const me = await s.call(api.player.current, { token: p.token });
    expect(me.body.crystal).toBe(50);
  });

  it('reforges a backpack artifact into a hero for a quarter of its power, with a preview', async () => {
    const amulet = AMULETS[0]!;
    const p = await player({}, [sword.id, amulet.id, sword.id]);
    const [item, charm, worn] = p.ids;
    const before = attackOf(await p.heroNow());
    const preview = await s.call(api.progression.reforgePreview, {
      token: p.token,
      query: { itemId: item!, creatureId: p.hero.id },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.gained.attack).toBeCloseTo(itemValue(sword, 5) * REFORGE_SHARE, 6);
    expect(preview.body.weightAfter).toBeGreaterThan(preview.body.weightBefore);
    // The preview changes nothing.
    expect(attackOf(await p.heroNow())).toBe(before);

    const r = await s.call(api.progression.reforge, {
      token: p.token,
      body: { itemId: item!, creatureId: p.hero.id },
    });
    expect(r.status).toBe(200);
    expect(r.body.backpack.artifacts.map((a) => a.id)).not.toContain(item);
    const after = await p.heroNow();
    expect(attackOf(after) - before).toBeCloseTo(preview.body.gained.attack, 6);
    expect(after.weight).toBeCloseTo(preview.body.weightAfter, 6);
    // Gone for good: a second reforge finds nothing.
    const twice = await s.call(api.progression.reforge, {
      token: p.token,
      body: { itemId: item!, creatureId: p.hero.id },
    });
    expect(twice.body.code).toBe('ARTIFACT_NOT_IN_BACKPACK');
    const amuletTry = await s.call(api.progression.reforge, {
      token: p.token,
      body: { itemId: charm!, creatureId: p.hero.id },
    });
    expect(amuletTry.body.code).toBe('FORGE_ONLY_ARTIFACTS');
    await s.call(api.hero.equip, {
      token: p.token,
      params: { id: p.hero.id },
      body: { itemId: worn! },
    });
    const wornTry = await s.call(api.progression.reforge, {
      token: p.token,
      body: { itemId: worn!, creatureId: p.hero.id },
    });
    expect(wornTry.body.code).toBe('ITEM_WORN');
    // Leveling the hero later keeps what the forge gave.
    await setPlayer(s, p.playerId, { gold: 1000 });
    await s.call(api.hero.levelUp, { token: p.token, params: { id: p.hero.id } });
    const leveled = await p.heroNow();
    expect(leveled.level).toBe(2);
    expect(attackOf(leveled)).toBeGreaterThan(attackOf(after));
  });

  it('opens artifact slots by rank, with the spec messages', async () => {
    const p = await player({}, [sword.id, sword.id, sword.id]);
    const [a, b, c] = p.ids;
    const give = (itemId: number, slot?: number) =>
      s.call(api.hero.equip, {
        token: p.token,
        params: { id: p.hero.id },
        body: { itemId, ...(slot === undefined ? {} : { slot }) },
      });
    const locked = await give(a!, 2);
    expect(locked.body.code).toBe('SLOT_NOT_AVAILABLE');
    expect(locked.body.message).toBe('Этот слот пока недоступен');
    expect((await give(a!, 0)).status).toBe(200);
    expect((await give(b!)).status).toBe(200);
    const full = await give(c!);
    expect(full.body.code).toBe('NO_ARTIFACT_SPACE');
  });
});
