import type { BattleStatusDto, CreatureDto, MoveDto, PlaceDto } from '@heroroad/protocol';

/** A place as the server answers it, with overridable fields (a guarded gold cache on stair 1). */
export function testPlace(patch: Partial<PlaceDto> = {}): PlaceDto {
  return {
    id: 4_194_305,
    placeType: 'RESOURCE',
    posX: 190,
    posY: 40,
    creatureId: -1,
    battleLost: false,
    used: false,
    contextId: 0,
    coordinate: 10,
    stair: 1,
    gate: false,
    guard: { stair: 1, elite: false, monsters: [{ monsterId: 'm_grey_wolf', level: 1 }] },
    gift: { kind: 'RESOURCE', resource: 'GOLD', amount: 36 },
    available: null,
    respawnAt: null,
    ...patch,
  };
}

type BattleCreature = BattleStatusDto['battle']['creatures'][number];

export function testCreature(patch: Partial<BattleCreature> = {}): BattleCreature {
  return {
    id: 1,
    team: 0,
    identifier: 'hero_dobrynya',
    imageId: 'hero_dobrynya',
    warriorClass: 'human',
    level: 1,
    rank: 1,
    order: 0,
    attack: 11,
    defence: 7,
    health: 130,
    maxHealth: 130,
    effects: [],
    acted: false,
    ward: null,
    boss: false,
    kills: 0,
    ...patch,
  };
}

export function testMove(patch: Partial<MoveDto> = {}): MoveDto {
  return {
    moveNumber: 1,
    kind: 'HIT',
    team: 0,
    actorId: 1,
    targetId: -1,
    amount: 10,
    healthAfter: 78,
    ...patch,
  };
}

/** A stair-1 battle: Dobrynya against a grey wolf, the player's turn. */
export function testStatus(patch: Partial<BattleStatusDto> = {}): BattleStatusDto {
  return {
    battle: {
      id: 9,
      kind: 'MOB',
      placeId: 4_194_305,
      versusPlayer: false,
      creatures: [
        testCreature(),
        testCreature({
          id: -1,
          team: 1,
          identifier: 'm_grey_wolf',
          warriorClass: 'beast',
          health: 88,
          maxHealth: 88,
        }),
      ],
    },
    battleState: 'IN_PROGRESS',
    winnerReward: null,
    looserPenalty: null,
    healthPenalty: [],
    consumables: [],
    scenarioMessage: null,
    turningTeam: 0,
    ask: null,
    battleBonus: null,
    chestBonus: null,
    cardBonus: null,
    processing: false,
    moves: [testMove({ kind: 'TURN', actorId: null, targetId: null, amount: 0, healthAfter: 0 })],
    offset: 1,
    duellists: null,
    ...patch,
  };
}

/** One of the player's heroes as the player DTO carries it (Dobrynya at level 1). */
export function testHero(patch: Partial<CreatureDto> = {}): CreatureDto {
  return {
    id: 1,
    playerId: 7,
    imageId: 'hero_dobrynya',
    identifier: 'hero_dobrynya',
    warriorClass: 'human',
    name: 'Dobrynya Nikitich',
    level: 1,
    rank: 1,
    rankExp: 0,
    weight: 37,
    combative: true,
    temporal: false,
    skills: [
      { skillType: 'ATTACK', valueCurrent: 11, valueTotal: 11 },
      { skillType: 'DEFENCE', valueCurrent: 7, valueTotal: 7 },
      { skillType: 'HEALTH', valueCurrent: 130, valueTotal: 130 },
    ],
    effects: [],
    artifacts: [],
    slotsCount: 2,
    forcesV2: [],
    order: 0,
    ...patch,
  };
}
