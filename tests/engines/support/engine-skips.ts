// Every step of the walk (every-screen*.test.ts) that an engine cannot do on this machine, with the
// reason. Nothing else is skipped anywhere; a name here that matches no step fails the walk.
import type { EngineName } from './engine-page'

export const skippedSteps: Record<EngineName, Record<string, string>> = {
  chromium: {},
  firefox: {},
  webkit: {},
}
