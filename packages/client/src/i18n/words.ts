import type { GainedDto, PlaceDto } from '@heroroad/protocol';
import {
  cardDef,
  CURRENCY_DEFS,
  WARRIOR_CLASS_DEFS,
  abbreviateNumber,
  consumableDef,
  countedName,
  formatDuration,
  isWarriorClass,
  itemDef,
  itemValue,
  itemValueText,
  monsterDef,
  pickText,
  storyChapter,
  talkerDef,
  type Currency,
  type Lang,
} from '@heroroad/rules';
import type { TFunction } from 'i18next';
import type { PlaceStatus } from '../model/placeState';

/** What the words need: translation, the language of content tables, and the clock. */
export interface Words {
  readonly t: TFunction;
  readonly lang: Lang;
  readonly now: number;
}

/** The locale numbers and dates are written in for a language. */
export function localeOf(lang: Lang): 'ru-RU' | 'en-GB' {
  return lang === 'RU' ? 'ru-RU' : 'en-GB';
}

export function resourceName(resource: string, lang: Lang): string {
  const def = CURRENCY_DEFS[resource as Currency];
  return def ? pickText(def.name, lang) : resource;
}

/** "59 золотых", "2 кристалла", "1 crystal": the noun agrees with the number. */
export function amountText(amount: number, resource: string, lang: Lang): string {
  const shown = abbreviateNumber(amount);
  const noun =
    resource in CURRENCY_DEFS
      ? countedName(resource as Currency, writtenCount(shown), lang)
      : resourceName(resource, lang).toLowerCase();
  return `${shown} ${noun}`;
}

/**
 * The count a noun agrees with: the number as written, not as held. A share of a reward (0.9
 * gold, written "0"; 1.8, written "1") takes the form of its whole number, and an abbreviated
 * amount ("12K", "1.5M") reads as many ("12K gold", «12K золотых»).
 */
function writtenCount(shown: string): number {
  return /^-?\d+$/.test(shown) ? Math.abs(Number(shown)) : 5;
}

/** A resource's name as a title starts with it ("Gold cache") and as it reads inside ("тайник: золото"). */
function resourceWords(resource: string, lang: Lang) {
  const name = resourceName(resource, lang);
  return { resource: name, lower: name.toLowerCase() };
}

function className(cls: string | undefined, lang: Lang): string {
  return cls && isWarriorClass(cls) ? pickText(WARRIOR_CLASS_DEFS[cls].name, lang) : (cls ?? '');
}

/** The place's name: what it is, or the find itself (the artifact, the talker). */
export function placeTitle(place: PlaceDto, { t, lang }: Words): string {
  const g = place.gift;
  // A story place is named by its chapter.
  const chapter = g.chapter ? storyChapter(g.chapter) : undefined;
  if (chapter) return pickText(chapter.title, lang);
  switch (place.placeType) {
    case 'RESOURCE':
      return t('road.place.resource', resourceWords(g.resource ?? 'GOLD', lang));
    case 'ARTIFACT': {
      const def = g.artifactId ? itemDef(g.artifactId) : undefined;
      return def ? pickText(def.name, lang) : t('road.place.artifact');
    }
    case 'CONSUMABLE': {
      const def = g.consumableId ? consumableDef(g.consumableId) : undefined;
      return def ? pickText(def.name, lang) : t('road.place.consumable');
    }
    case 'RUNE':
      return t('road.place.rune', { cls: className(g.warriorClass, lang) });
    case 'TALKER': {
      const def = g.talkerId ? talkerDef(g.talkerId) : undefined;
      return def ? pickText(def.name, lang) : t('road.place.talker');
    }
    case 'GAINABLE':
      return t('road.place.gainable', resourceWords(g.resource ?? 'GOLD', lang));
    case 'SKILL':
      return t('road.place.skill');
    case 'POINTER':
      return t('road.place.pointer');
    case 'TURN':
      return t('road.place.turn');
    case 'PORTAL':
      return t('road.place.portal');
    case 'SCRIPT':
      return t('road.place.script');
    case 'CUSTOM_PLACE':
      return t('road.place.spring');
    default:
      return t('road.place.unknown');
  }
}

/** What taking the place gives, in one sentence. */
export function giftText(place: PlaceDto, { t, lang }: Words): string {
  const g = place.gift;
  switch (g.kind) {
    case 'RESOURCE':
      return t('road.gives.resource', {
        amount: amountText(g.amount ?? 0, g.resource ?? 'GOLD', lang),
      });
    case 'ARTIFACT': {
      const def = g.artifactId ? itemDef(g.artifactId) : undefined;
      if (!def) return t('road.gives.artifactUnknown');
      const effect = itemEffect(def.id, g.level ?? 1, t);
      return t('road.gives.artifact', {
        level: g.level ?? 1,
        effect,
        description: pickText(def.description, lang),
      });
    }
    case 'CONSUMABLE': {
      const def = g.consumableId ? consumableDef(g.consumableId) : undefined;
      return t('road.gives.consumable', {
        count: g.count ?? 1,
        description: def ? pickText(def.description, lang) : '',
      });
    }
    case 'RUNE':
      return t('road.gives.rune', { cls: className(g.warriorClass, lang) });
    case 'SKILL':
      return t('road.gives.skill', { count: g.levels ?? 1 });
    case 'TALKER':
      return t('road.gives.talker');
    case 'POINTER':
      return t('road.gives.pointer', { stair: g.targetStair ?? 0 });
    case 'TURN':
      return t('road.gives.turn');
    case 'PORTAL':
      return t('road.gives.portal', { stair: Math.floor((g.targetCoordinate ?? 0) / 100) + 1 });
    case 'GAINABLE':
      return t('road.gives.gainable', {
        available: amountText(place.available ?? 0, g.resource ?? 'GOLD', lang),
        amount: abbreviateNumber(g.amount ?? 0),
        cap: abbreviateNumber(g.cap ?? 0),
        period: formatDuration(g.periodSeconds ?? 0, lang),
      });
    case 'HEALING_SPRING':
      return t('road.gives.spring');
    case 'SCRIPT':
      return t('road.gives.script');
    default:
      return '';
  }
}

/** What an artifact of this level lends: "attack +12", "chance to block +9%". */
export function itemEffect(artifactId: string, level: number, t: TFunction): string {
  const def = itemDef(artifactId);
  if (!def) return '';
  return t(`road.effects.${def.effectType}`, {
    value: itemValueText(def.effectType, itemValue(def, level)),
  });
}

/** The guards, by name and level: "Grey Wolf (lv 1), Polevik (lv 1)". */
export function guardText(place: PlaceDto, { t, lang }: Words): string | null {
  if (!place.guard) return null;
  const names = place.guard.monsters.map((m) => {
    const def = monsterDef(m.monsterId);
    return t('road.guardOne', {
      name: def ? pickText(def.name, lang) : m.monsterId,
      level: m.level,
    });
  });
  return t(place.guard.elite ? 'road.guardsElite' : 'road.guards', { names: names.join(', ') });
}

/** How a place that is done with says so: heard, read, drunk, or simply taken. */
const USED_WORDS: Readonly<
  Record<string, 'usedTalker' | 'usedPointer' | 'usedScript' | 'usedSpring'>
> = {
  TALKER: 'usedTalker',
  POINTER: 'usedPointer',
  SCRIPT: 'usedScript',
  CUSTOM_PLACE: 'usedSpring',
};

/** A line about the place's state: locked, taken (and when it comes back), a lost battle. */
export function statusText(
  place: PlaceDto,
  status: PlaceStatus,
  { t, lang, now }: Words,
): string | null {
  switch (status) {
    case 'locked':
      return t('road.status.locked', { stair: place.stair - 1 });
    case 'used':
      if (place.respawnAt) {
        return t('road.status.respawn', {
          time: formatDuration((place.respawnAt - now) / 1000, lang),
        });
      }
      return t(`road.status.${USED_WORDS[place.placeType] ?? 'used'}`);
    case 'empty':
      return t('road.status.empty');
    case 'guarded':
      return place.battleLost ? t('road.status.battleLost') : null;
    default:
      return null;
  }
}

/** The gate's promise: beating it opens the next stair. */
export function gateText(place: PlaceDto, { t }: Words): string | null {
  return place.gate ? t('road.gate', { stair: place.stair, next: place.stair + 1 }) : null;
}

/** A card's name in the player's language (an unknown id shows as itself). */
export function cardName(cardId: string, lang: Lang): string {
  const def = cardDef(cardId);
  return def ? pickText(def.name, lang) : cardId;
}

/** What an action gave: resources, a find, hero levels, a force, healing or a talker's words. */
export function gainText(gained: GainedDto, { t, lang }: Words): string {
  const parts = Object.entries(gained.resources)
    .filter(([, amount]) => amount > 0)
    .map(([resource, amount]) => amountText(amount, resource, lang));
  if (gained.artifactId) {
    const def = itemDef(gained.artifactId);
    parts.push(def ? pickText(def.name, lang) : gained.artifactId);
  }
  if (gained.consumableId) {
    const def = consumableDef(gained.consumableId);
    const name = def ? pickText(def.name, lang) : gained.consumableId;
    parts.push(t('road.gained.item', { name, count: gained.count ?? 1 }));
  }
  if (gained.levels) parts.push(t('road.gained.levels', { count: gained.levels }));
  if (gained.warriorClass)
    parts.push(t('road.gained.force', { cls: className(gained.warriorClass, lang) }));
  if (gained.healed) parts.push(t('road.gained.healed', { count: gained.healed }));
  if (gained.cardId) parts.push(t('road.gained.card', { name: cardName(gained.cardId, lang) }));
  if (gained.talkerId !== undefined && gained.line !== undefined) {
    const line = talkerDef(gained.talkerId)?.lines[gained.line];
    if (line) return t('road.gained.said', { line: pickText(line, lang) });
  }
  return parts.length > 0
    ? t('road.gained.got', { what: parts.join(', ') })
    : t('road.gained.nothing');
}

/** A price or a reward of several currencies: "100 emeralds + 1 ticket". */
export function amountsText(
  amounts: Readonly<Record<string, number | undefined>>,
  lang: Lang,
): string {
  return Object.entries(amounts)
    .filter(([, amount]) => (amount ?? 0) > 0)
    .map(([currency, amount]) => amountText(amount ?? 0, currency, lang))
    .join(' + ');
}
