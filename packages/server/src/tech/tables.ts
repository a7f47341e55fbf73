import type { Generated } from 'kysely';

export interface ClientLogTable {
  id: Generated<number>;
  at: number;
  player_id: number | null;
  domain: string;
  message: string;
  user_agent: string | null;
}

export interface LoadStatTable {
  day: string;
  stage: string;
  count: number;
}

/** Client error reports and loading-funnel counts. */
export interface TechTables {
  client_log: ClientLogTable;
  load_stat: LoadStatTable;
}

declare module '../db/schema.js' {
  interface Database extends TechTables {}
}
