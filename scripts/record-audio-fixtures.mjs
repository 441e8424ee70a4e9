// Records the audio fixtures in tests/fixtures/audio with each browser engine's own MediaRecorder
// and fake microphone (about 1.5 s each): WebM/Opus from Chromium, Ogg/Opus and WebM/Opus from
// Firefox ESR, MP4/AAC from WebKitGTK. Run by hand when a fixture must change:
//   xvfb-run -a WebKitWebDriver --port=4444 &  node scripts/record-audio-fixtures.mjs
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import puppeteer from 'puppeteer-core'
import { Builder } from 'selenium-webdriver'

const out = 'tests/fixtures/audio'
const server = http.createServer((_, response) => response.end('<!doctype html><title>fixtures</title>')).listen(0)
const origin = `http://localhost:${server.address().port}/`

// Runs in the page: records `ms` of the microphone with `mime` ('' for the engine's default).
async function record(mime, ms) {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
  const recorder = new MediaRecorder(stream, mime ? { mimeType: mime } : {})
  const chunks = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  recorder.start(500)
  await new Promise((resolve) => setTimeout(resolve, ms))
  const stopped = new Promise((resolve) => (recorder.onstop = resolve))
  recorder.stop()
  await stopped
  stream.getTracks().forEach((track) => track.stop())
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return { type: chunks[0]?.type ?? '', base64: btoa(binary) }
}

function save(name, { type, base64 }) {
  writeFileSync(`${out}/${name}`, Buffer.from(base64, 'base64'))
  console.log(`${name}: ${type}, ${Buffer.from(base64, 'base64').length} bytes`)
}

async function withPuppeteer(options, takes) {
  const browser = await puppeteer.launch({ headless: true, ...options })
  const page = await browser.newPage()
  await page.goto(origin)
  for (const [name, mime] of takes) save(name, await page.evaluate(record, mime, 1500))
  await browser.close()
}

await withPuppeteer(
  {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--disable-background-networking',
    ],
  },
  [['chromium.webm', 'audio/webm;codecs=opus']],
)
await withPuppeteer(
  {
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    extraPrefsFirefox: { 'media.navigator.streams.fake': true, 'media.navigator.permission.disabled': true },
  },
  [
    ['firefox.ogg', ''],
    ['firefox.webm', 'audio/webm;codecs=opus'],
  ],
)

const webkit = await new Builder()
  .usingServer(process.env.WEBKIT_DRIVER ?? 'http://127.0.0.1:4444')
  .withCapabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      args: ['--automation', '--enable-media-stream=true', '--enable-mock-capture-devices=true'],
    },
  })
  .build()
await webkit.get(origin)
save(
  'webkit.mp4',
  await webkit.executeAsyncScript(
    `const done = arguments[arguments.length - 1]; (${record})('audio/mp4', 1500).then(done)`,
  ),
)
await webkit.quit()
server.close()
