/** The database engines the server runs on. */
export type Engine = 'sqlite' | 'postgres';
