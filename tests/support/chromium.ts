/** The flags this machine's Chromium needs (closed network, no sandbox as root, no GPU). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const fakeMicrophoneArgs = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']
