import type { Generated } from 'kysely';

/** A player's report of a chat line, letter, forum post or nickname, and how staff handled it. */
export interface ReportTable {
  id: Generated<number>;
  kind: string;
  target_id: number;
  reporter_id: number;
  reported_id: number;
  reported_name: string;
  excerpt: string;
  comment: string;
  reason: string | null;
  /** OPEN, TAKEN, ACTED or DISMISSED. */
  state: string;
  taken_by: number | null;
  action: string | null;
  created_at: number;
  closed_at: number | null;
}

export interface StaffTables {
  report: ReportTable;
}

declare module '../db/schema.js' {
  interface Database extends StaffTables {}
}
