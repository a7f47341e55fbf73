import { api, type BattleStatusDto, type PlaceDto } from '@heroroad/protocol';
import type { TestServer } from './harness.js';

/** A guest with its first hero chosen; answers its session token and player id. */
export async function guestWithHero(s: TestServer, heroId = 'hero_dobrynya') {
  const g = await s.trial();
  const r = await s.call(api.hero.choose, { token: g.token, body: { heroId } });
  if (r.status !== 200) throw new Error(`choose failed: ${JSON.stringify(r.body)}`);
  return g;
}

export async function placesOf(
  s: TestServer,
  token: string,
  from = 0,
  to = 99,
): Promise<PlaceDto[]> {
  const r = await s.call(api.road.ensure, { token, query: { coordFrom: from, coordTo: to } });
  if (r.status !== 200) throw new Error(`ensure failed: ${JSON.stringify(r.body)}`);
  return r.body.places;
}

/** Plays the player's side with the battle hint until the battle ends. */
export async function playOut(
  s: TestServer,
  token: string,
  first: BattleStatusDto,
): Promise<BattleStatusDto> {
  let status = first;
  for (let i = 0; i < 400 && status.battleState === 'IN_PROGRESS'; i++) {
    const hint = await s.call(api.battle.ask, { token });
    if (hint.status !== 200 || !hint.body.ask)
      throw new Error(`ask failed: ${JSON.stringify(hint.body)}`);
    const r = await s.call(api.battle.hit, {
      token,
      body: { ...hint.body.ask, offset: status.offset },
    });
    if (r.status !== 200) throw new Error(`hit failed: ${JSON.stringify(r.body)}`);
    status = r.body;
  }
  return status;
}

/** Sets player columns directly, to put a test player where a case needs it. */
export function setPlayer(s: TestServer, id: number, values: Record<string, number | null>) {
  return s.testDb.db.kysely.updateTable('player').set(values).where('id', '=', id).execute();
}
