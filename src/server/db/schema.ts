// The whole database schema, shared by PGlite and PostgreSQL: each feature keeps its tables in its
// own `schema.ts`, gathered here for the Drizzle client (open.ts) and for code that reads tables of
// several features. drizzle-kit finds the feature files itself (drizzle.config.ts); a new feature's
// schema file is added here too, or the Drizzle client does not know its tables.
export * from '../users/schema'
export * from '../roles/schema'
export * from '../subscriptions/schema'
export * from '../sign-ins/schema'
export * from '../classes/schema'
export * from '../friends/schema'
export * from '../drafts/schema'
export * from '../scripts/schema'
export * from '../sessions/schema'
export * from '../takes/schema'
export * from '../portfolio/schema'
export * from '../mail/schema'
export * from '../ms-sign-in/schema'
export * from '../activities/schema'
export * from '../messages/schema'
export * from '../notifications/schema'
export * from '../channels/schema'
export * from '../episodes/schema'
export * from '../playlists/schema'
export * from '../listening/schema'
