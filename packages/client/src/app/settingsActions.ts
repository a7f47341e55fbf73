import { api, type BodyOf, type InterfaceMode, type Quality } from '@heroroad/protocol';
import type { LangChoice } from '@heroroad/rules';
import { browserLang } from '../platform/adapter';
import type { GameServices } from './ports';

/**
 * Settings of SPEC §2. With a player each change is saved on the server and the answered player
 * updates the client; without one (the welcome screen) only the language applies, locally.
 */

/**
 * What a change of settings reaches: the server's calls, the platform, the player and the language.
 */
export type SettingsFlowPorts = Pick<
  GameServices,
  'api' | 'applyPlayer' | 'platform' | 'player' | 'setLanguage'
>;

export async function setSoundMuted(game: SettingsFlowPorts, soundMute: boolean): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.player.updateSoundMute, {
      body: { soundMute },
      throttleId: `sound:${soundMute}`,
    }),
  );
}

export async function setInterfaceMode(
  game: SettingsFlowPorts,
  interfaceMode: InterfaceMode,
): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.player.uiSwitch, {
      body: { interfaceMode },
      throttleId: `ui:${interfaceMode}`,
    }),
  );
}

export async function setQuality(game: SettingsFlowPorts, q: Quality): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.player.setQuality, { params: { q }, throttleId: `quality:${q}` }),
  );
}

/**
 * The store's rate window (SPEC §7 player/set/rated): once the player has rated the game there,
 * the server remembers it and the settings stop offering it. Answers whether they rated.
 */
export async function rateGame(game: SettingsFlowPorts): Promise<boolean> {
  if (!(await game.platform.rate())) return false;
  game.applyPlayer(await game.api.call(api.player.setRated, {}));
  return true;
}

const pick = ({ header, footer }: { header: string; footer: string }) => ({ header, footer });

/** SPEC §3 ANY follows the browser's language (the server reads it for a signed-in player). */
export async function setLanguage(game: SettingsFlowPorts, lang: LangChoice): Promise<void> {
  if (!game.player.getState().player) {
    await game.setLanguage(lang === 'ANY' ? (browserLang(navigator.language) ?? 'EN') : lang);
    return;
  }
  const switched = await game.api.call(api.player.langSwitchTo, {
    params: { code: lang },
    throttleId: `lang:${lang}`,
  });
  game.applyPlayer(switched);
  const [fresh] = await Promise.all([
    // The site's header and footer come from the server in the player's language (SPEC §2).
    game.api.call(api.player.infoCurrent, { query: {} }),
    // Each language's texts are their own chunk: wait for them too, so what the caller shows
    // next (the confirmation) speaks the new language; the page keeps the old one meanwhile.
    game.setLanguage(switched.lang),
  ]);
  const { info, player } = game.player.getState();
  if (info && player) game.player.getState().setInfo({ ...info, player, ...pick(fresh) });
}

/** SPEC §2 settings saved on the server: the leveling preference and the payment method. */
export async function saveSettings(
  game: SettingsFlowPorts,
  body: BodyOf<typeof api.player.settings>,
): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.player.settings, {
      body,
      throttleId: `settings:${JSON.stringify(body)}`,
    }),
  );
}
