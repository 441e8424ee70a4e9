// `npm run bench`: builds the client when needed and prints the figures the issues ask for.
// Figures only: nothing here passes or fails on a number.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { measureBundleSize } from './bundle-size'
import { measureRecording } from './recording'
import { measureStartTime } from './start-time'
import { measureUpload } from './upload'

if (!existsSync('dist/.vite/manifest.json')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' })
await measureBundleSize()
await measureStartTime()
await measureUpload()
await measureRecording()
