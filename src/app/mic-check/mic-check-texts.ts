import { acxNoiseFloorDbfs, type MicCheckResult, type MicCheckTip } from './mic-check-result'

/** The sentence read from the profile, where there is no script: every vowel, plosives and an "s". */
export const sampleLine =
  'Peter stopped by the harbour at six, and asked the keeper whether the lamp would burn all night.'

export const micCheckTexts = {
  heading: 'Mic check',
  intro: 'Five seconds of quiet to hear your room, then read a line at performance level.',
  offer: 'Check your microphone before your first take: five seconds of quiet, then read your first line.',
  offerAgain: 'Your microphone changed since its last check. Check it before you record.',
  start: 'Start mic check',
  again: 'Check again',
  notNow: 'Not now',
  close: 'Close the mic check',
  checkMicrophone: 'Check microphone',
  notChecked: 'not done for this microphone yet',
  room: (seconds: number) => `Stay quiet: listening to your room… ${seconds} s`,
  read: 'Now read this line at performance level:',
  doneReading: 'Done reading',
  measuring: 'Measuring…',
  nothingRecorded: 'Nothing was recorded. Check the microphone and try again.',
  undecodable: 'The check could not be measured in this browser.',
  checkedAt: (time: string) => `Last check at ${time}`,
} as const

export const tipTexts: Record<MicCheckTip, string> = {
  clipped:
    'Turn the gain down or move back a little: your loudest sound reached full scale, and a clipped take cannot be repaired.',
  hot: 'Turn the gain down a little: your loudest sound came within 3 dB of full scale.',
  'not-heard': 'We did not hear you read. Read the line aloud at performance level, then check again.',
  quiet: 'Move closer to the microphone (about a hand’s width) or turn its gain up: your voice is quiet.',
  noisy: `A fan, fridge or other steady sound is audible: switch it off or record somewhere quieter (ACX asks for ${acxNoiseFloorDbfs} dB or lower).`,
  ready: 'Your microphone and room are ready to record.',
}

const db = (value: number) => value.toFixed(1)

/** The figures as a member reads them, each with its name. */
export function resultFigures(result: MicCheckResult): Array<{ name: string; value: string }> {
  return [
    {
      name: 'Noise floor',
      value: `${db(result.noiseFloorDbfs)} dBFS (ACX asks ${acxNoiseFloorDbfs} dB or lower)`,
    },
    { name: 'Speech peak', value: result.speechPeakDbfs === null ? 'silent' : `${db(result.speechPeakDbfs)} dBFS` },
    {
      name: 'Speech loudness',
      value: result.speechLufs === null ? 'too short to measure' : `${db(result.speechLufs)} LUFS`,
    },
    {
      name: 'Clipping',
      value: result.clippedSamples === 0 ? 'none' : `${result.clippedSamples} samples at full scale`,
    },
  ]
}
