export * from './i18n/lang.js';
export * from './text/errors.js';
export * from './text/limits.js';
export * from './text/result.js';
export * from './text/ban-notice.js';
export * from './text/validation.js';
export * from './player/access.js';
export * from './player/report-outcome.js';
// Randomness
export * from './rng/rng.js';
// Content
export * from './content/balance.js';
export * from './content/biomes.js';
export * from './content/consumables.js';
export * from './content/currencies.js';
export * from './content/forces.js';
export * from './content/heroes.js';
export * from './content/items.js';
export * from './content/cards.js';
export * from './content/monsters.js';
export * from './content/families.js';
export * from './content/ranks.js';
export * from './content/talkers.js';
export * from './content/warrior-classes.js';
// Creatures
export * from './creature/build.js';
export * from './creature/equip.js';
export * from './creature/model.js';
export * from './creature/premium.js';
export * from './creature/traits.js';
// Battle
export * from './battle/abilities.js';
export * from './battle/ai.js';
export * from './battle/commands.js';
export * from './battle/outcome.js';
export * from './battle/predicates.js';
export * from './battle/status.js';
export * from './battle/multi.js';
export { startBattle, type StartBattleInput } from './battle/setup.js';
export * from './battle/types.js';
// Road
export * from './road/battle.js';
export * from './road/danger.js';
export * from './road/geometry.js';
export * from './road/gifts.js';
export * from './road/markers.js';
export * from './road/places.js';
export * from './road/progress.js';
export * from './road/squads.js';
export * from './road/stair-colour.js';
// Progression
export * from './progression/experience.js';
export * from './progression/leveling-preference.js';
export * from './progression/gates.js';
export * from './progression/health.js';
export * from './progression/everyday.js';
export * from './progression/chests.js';
export * from './progression/card-drops.js';
export * from './progression/slot-offers.js';
export * from './progression/heroes.js';
export * from './progression/hero-exchange.js';
export * from './progression/timers.js';
export * from './progression/forces.js';
export * from './progression/forge.js';
export * from './progression/shops.js';
export * from './progression/boosters.js';
// Story, tutorial, tasks and events
export * from './story/types.js';
export * from './story/speakers.js';
export * from './story/story.js';
export * from './story/tutorial.js';
export * from './story/tasks.js';
export * from './story/events.js';
export * from './story/catalogue.js';
export * from './story/manual.js';
// Client-side shared rules
export * from './client/audio.js';
export * from './client/display.js';
export * from './format/duration.js';
export * from './time/units.js';
export * from './format/numbers.js';
// Economy
export * from './economy/bank.js';
export * from './economy/purchase.js';
export * from './economy/chests.js';
export * from './economy/chest-value.js';
export * from './economy/wheel.js';
export * from './economy/campaigns.js';
export * from './economy/gifts.js';
export * from './economy/referral.js';
// Clans
export * from './clan/index.js';
export * from './economy/faction.js';
export * from './economy/market.js';
export * from './economy/festival-stall.js';
// Arena
export * from './worlds/contexts.js';
export * from './worlds/places.js';
export * from './worlds/portals.js';
export * from './worlds/snow.js';
export * from './arena/leagues.js';
export * from './arena/matchmaking.js';
export * from './arena/rating.js';
export * from './arena/season.js';
export * from './arena/simulate.js';
export * from './platforms/prices.js';
export * from './platforms/sources.js';
