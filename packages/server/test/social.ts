import type { TestServer } from './harness.js';

/** Direct changes to a player the social rules depend on (levels and clans come from other domains). */
export async function setPlayer(
  s: TestServer,
  playerId: number,
  patch: { level?: number; clan_id?: number | null; lang?: 'RU' | 'EN' },
): Promise<void> {
  await s.testDb.db.kysely.updateTable('player').set(patch).where('id', '=', playerId).execute();
}

/** A registered player of level 10, who may chat and write on the forum. */
export async function writer(
  s: TestServer,
  patch: { clan_id?: number | null; lang?: 'RU' | 'EN' } = {},
): Promise<{ token: string; playerId: number; name: string }> {
  const p = await s.player();
  await setPlayer(s, p.playerId, { level: 10, ...patch });
  return p;
}
