export * from './i18n/lang.js';
export * from './text/errors.js';
export * from './text/limits.js';
export * from './text/result.js';
export * from './text/validation.js';
export * from './player/access.js';
