export * from './ranks.js';
export * from './actions.js';
export * from './content.js';
export * from './budget.js';
export * from './factory.js';
export * from './raids.js';
export * from './membership.js';
export * from './raidFight.js';
