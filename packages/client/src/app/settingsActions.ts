import { api, type InterfaceMode, type Quality } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import type { GameServices } from './ports';

/**
 * Settings of SPEC §2. With a player each change is saved on the server and the answered player
 * updates the client; without one (the welcome screen) only the language applies, locally.
 */

export async function setSoundMuted(game: GameServices, soundMute: boolean): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.player.updateSoundMute, {
      body: { soundMute },
      throttleId: `sound:${soundMute}`,
    }),
  );
}

export async function setInterfaceMode(
  game: GameServices,
  interfaceMode: InterfaceMode,
): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.player.uiSwitch, {
      body: { interfaceMode },
      throttleId: `ui:${interfaceMode}`,
    }),
  );
}

export async function setQuality(game: GameServices, q: Quality): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.player.setQuality, { params: { q }, throttleId: `quality:${q}` }),
  );
}

export async function setLanguage(game: GameServices, lang: Lang): Promise<void> {
  if (!game.player.getState().player) {
    await game.setLanguage(lang);
    return;
  }
  game.applyPlayer(
    await game.api.call(api.player.langSwitchTo, {
      params: { code: lang },
      throttleId: `lang:${lang}`,
    }),
  );
}
