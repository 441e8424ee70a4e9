import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables (db/schema.ts) and each feature's own schema file.
  schema: './src/server/*/schema.ts',
  out: './drizzle',
})
