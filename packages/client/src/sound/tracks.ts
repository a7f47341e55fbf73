import type { PlayerDto } from '@heroroad/protocol';
import { biomeOfStair, creatureSceneTrack, musicTrack, worldOfContext } from '@heroroad/rules';
import type { SceneKey } from '../model/scenes';

/** The road track of SPEC §9: by the stair, the best victory stair and the story markers. */
function roadTrack(player: PlayerDto): string {
  return musicTrack({
    stair: player.stair,
    bestVictoryStair: player.bestVictoryStair,
    markers: player.playerMarkers.map((m) => m.playerMarker),
  });
}

/**
 * What plays in each scene: the road's track on the road (and in the music hall, which shows
 * it), the creature scene's own (medieval above stair 500), a drum-led tune in battles, the
 * welcome's tune at character selection. Undefined keeps the current tune (load screens), null
 * is silence (boot).
 */
export function trackForScene(
  scene: SceneKey | null,
  player: PlayerDto | null,
): string | null | undefined {
  switch (scene) {
    case 'road':
    case 'music':
      return player ? roadTrack(player) : 'track1';
    case 'creature':
      return creatureSceneTrack(player?.stair ?? 1);
    case 'battle':
    case 'arena':
      return 'battle';
    case 'clan':
      return 'medieval';
    case 'characterSelection':
      return 'title';
    case 'boot':
    case null:
      return null;
    default:
      return undefined;
  }
}

/**
 * The mood the track plays in (`moods.ts`): on the road and in the music hall, the band the
 * squad stands in (snow in the snow world); elsewhere the plain plucked string.
 */
export function moodForScene(scene: SceneKey | null, player: PlayerDto | null): string {
  if (!player || (scene !== 'road' && scene !== 'music')) return 'plain';
  if (worldOfContext(player.contextId).kind === 'SNOW') return 'snow';
  return biomeOfStair(Math.max(1, player.stair)).id;
}
