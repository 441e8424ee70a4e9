import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // Each feature's own schema file; db/schema.ts re-exports them all (for the client), which
  // drizzle-kit reads as the same tables again, not as new ones.
  schema: './src/server/*/schema.ts',
  out: './drizzle',
})
