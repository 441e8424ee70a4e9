// The module worker that measures and normalises audio off the page (see measure-in-worker.ts).
import {
  channelsOf,
  doAudioWork,
  transferablesOf,
  type AudioWorkerMessage,
  type AudioWorkRequest,
} from './audio-measure-messages'

const post = (message: AudioWorkerMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer })

self.addEventListener('message', (event: MessageEvent<AudioWorkRequest>) => {
  const { id, work } = event.data
  const result = doAudioWork(work)
  post({ kind: 'answer', id, result }, transferablesOf(channelsOf(result)))
})
post({ kind: 'ready' })
