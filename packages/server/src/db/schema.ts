/**
 * The database as Kysely sees it: every domain adds its own tables from its `tables.ts`
 * (`declare module '…/db/schema.js' { interface Database { … } }`), so a new domain brings its
 * tables without editing a shared file. Portable across SQLite and PostgreSQL: booleans are 0/1
 * integers, times are epoch milliseconds, JSON is text, game stats are float64, emeralds are
 * exact integers.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each domain's tables.ts
export interface Database {}
