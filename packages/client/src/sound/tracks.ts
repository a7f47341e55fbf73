import type { PlayerDto } from '@heroroad/protocol';
import { creatureSceneTrack, musicTrack } from '@heroroad/rules';
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

/** Where the squad stands, for the music's mood (`moods.ts` `moodAt` reads the band there). */
export interface MoodPlace {
  readonly stair: number;
  readonly contextId: number;
}

/**
 * Where the music takes its mood from: on the road and in the music hall, the squad's place;
 * elsewhere nowhere (the plain string). The band itself is looked up with the moods, off the
 * first load.
 */
export function moodForScene(scene: SceneKey | null, player: PlayerDto | null): MoodPlace | null {
  if (!player || (scene !== 'road' && scene !== 'music')) return null;
  return { stair: player.stair, contextId: player.contextId };
}
