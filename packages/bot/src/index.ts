export { Bot, runBot, type BotOptions } from './bot.js';
export { ApiError, GameClient, isApiError, type CallInput, type ClientOptions } from './client.js';
export { squadHealthShare } from './context.js';
export { formatReport, type BotReport } from './report.js';
