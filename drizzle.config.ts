import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, then each feature's own schema file.
  schema: ['./src/server/db/schema.ts', './src/server/*/schema.ts'],
  out: './drizzle',
})
