import { canvasAssets } from '../pixi/assets';
import type { PlayerDto, PlayerInfoDto } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Game } from '../app/game';
import { realtimeFlows } from '../app/realtimeFlows';
import type { RealtimeFlows } from '../realtime/ports';
import type { Texts } from '../i18n';
import { GameProvider } from '../ui/GameContext';
import { recordMissingText } from './missingTexts';
import { ALL_TEXTS } from './texts';

export interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** The query parameters, JSESSIONID included. */
  readonly query: Readonly<Record<string, string>>;
}

/** The instant client tests play at: a Wednesday noon in Moscow, outside the weekly sale. */
export const TEST_NOW = Date.UTC(2026, 10, 25, 9);

type Answer = Response | Promise<Response>;
type Responder = (req: Recorded) => Answer | undefined;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A player as the server would answer it, with overridable fields. */
export function testPlayer(patch: Partial<PlayerDto> = {}): PlayerDto {
  return {
    id: 7,
    name: 'Ivan',
    registered: true,
    clanId: null,
    coordinate: 0,
    minCoordinate: 0,
    maxCoordinate: 0,
    stair: 1,
    battleStair: 1,
    bestVictoryStair: 0,
    battleId: null,
    creatures: [],
    tasks: [],
    haveCompletedTasks: false,
    level: 1,
    gold: 100,
    crystal: 0,
    elixir: 0,
    mithril: 0,
    sulfur: 0,
    caviar: 0,
    tickets: 0,
    goodPoints: 0,
    evilPoints: 0,
    tokens: 0,
    amethyst: 0,
    gears: 0,
    goldCrystal: 0,
    eventCurrency: 0,
    currentExp: 0,
    maxExp: 100,
    accessLevel: 'PLAYER',
    lang: 'EN',
    interfaceMode: 'ORIGINAL',
    moveSpeedMode: 1,
    soundMute: false,
    pushEnabled: true,
    rated: false,
    quality: 'AUTO',
    levelingPreference: 'EVEN',
    paymentMethod: null,
    mailOrPhone: null,
    playerMarkers: [],
    offers: [],
    squadSlots: 2,
    haveNewMailMessage: false,
    haveNewGift: false,
    giftNews: 0,
    promptClan: false,
    clanParticipationState: null,
    requestSpecialPlaces: false,
    controlType: 'DEFAULT',
    roadEffect: null,
    contextId: 0,
    metaData: {},
    prompt: null,
    companionImage: 'companion_male_1',
    userSource: 'own',
    ...patch,
  };
}

export function testInfo(player: PlayerDto = testPlayer()): PlayerInfoDto {
  return {
    player,
    header: '',
    footer: '',
    quality: player.quality,
    campaignTypes: [],
    openCampaigns: [],
    optionalUnseenCampaign: null,
    referralBonus: { startBonus: 0, refClanBonus: 0, refBonus: 0 },
    hammerDto: { current: 0, max: 0 },
    cardState: null,
    sale: null,
    idToStore: null,
    maxLevelAmongAccs: player.level,
    serverTimeMs: TEST_NOW,
    clientUuid: 'uuid',
    admined: false,
    version: 631,
    artifactIdsToLoad: [],
    artifactImageMaxStair: 3,
    tiles: [],
  };
}

/**
 * A Game wired to a scripted server: `respond` answers each request (by method and path), and
 * every request is recorded. Unanswered requests get a 404 so a test notices them.
 */
export function createTestGame(
  respond: Responder = () => undefined,
  {
    deviceNow = TEST_NOW,
    texts = ALL_TEXTS,
    loadTexts,
  }: {
    /** Where the device's own clock starts; the server's is TEST_NOW (`testInfo`). */
    deviceNow?: number;
    /** The languages loaded at start (both unless told); the others are fetched on a switch. */
    texts?: Partial<Record<Lang, Texts>>;
    /** How a language missing from `texts` arrives (the game's own chunks unless told). */
    loadTexts?: (lang: Lang) => Promise<Texts>;
  } = {},
) {
  localStorage.clear();
  sessionStorage.clear();
  const requests: Recorded[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: Recorded = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      query: Object.fromEntries(url.searchParams),
    };
    requests.push(req);
    return (await respond(req)) ?? json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  // The device's clock starts at TEST_NOW and runs at the real pace, whatever today is.
  const started = performance.now();
  const game = new Game({
    window,
    now: () => deviceNow + Math.floor(performance.now() - started),
    texts,
    ...(loadTexts && { loadTexts }),
    fetch: fetchFn as typeof fetch,
    assets: canvasAssets('road'),
    onMissingText: recordMissingText,
  });
  void game.setLanguage('EN');
  // Sounds need an audio device; tests stay silent.
  vi.spyOn(game.sound, 'effect').mockImplementation(() => undefined);
  return { game, requests, fetch: fetchFn };
}

/** A test game (`createTestGame`) whose player, `testPlayer(patch)`, is loaded already. */
export function createPlayingGame(patch: Partial<PlayerDto>, respond?: Responder) {
  const made = createTestGame(respond);
  made.game.applyInfo(testInfo(testPlayer(patch)));
  return made;
}

/** The game's flows answering what the realtime link tells, as the page hands them to the link. */
export function linkFlows(game: Game): RealtimeFlows {
  return realtimeFlows(game);
}

/** Renders a component inside the game's providers. */
export function renderWithGame(game: Game, ui: ReactElement): RenderResult {
  return render(<GameProvider game={game}>{ui}</GameProvider>);
}
