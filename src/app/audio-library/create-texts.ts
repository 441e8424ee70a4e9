// What /audiolibrary/create/{type} says.
import { audioLibraryLimits } from '#contract/audio-library'
import { libraryRecordingMaxMinutes } from './use-library-recorder'

export const createTexts = {
  heading: 'Add audio',
  unknownType: 'There is no such kind of audio. Choose one of the types below.',
  title: 'Title',
  type: 'Type',
  uploadHeading: 'Upload a file',
  file: 'Audio file',
  fileHint: `MP3, MP4/AAC, WebM, Ogg, WAV or FLAC, up to ${audioLibraryLimits.maxBytes / 1024 / 1024} MB.`,
  chooseFile: 'Please choose a file.',
  upload: 'Upload',
  recordHeading: 'Or record it',
  recordHint: `Up to ${libraryRecordingMaxMinutes} minutes with this device's microphone.`,
  start: 'Start recording',
  stop: 'Stop recording',
  playRecording: 'Play recording',
  stopPlaying: 'Stop playing',
  recording: 'Recording…',
  recorded: (length: string) => `Recorded ${length}. Save it to keep it.`,
  saveRecording: 'Save recording',
  progress: 'Upload progress',
  sending: (percent: number) => `Sending… ${percent}%`,
  done: 'Saved to your audio library.',
  openIt: 'Edit it',
  another: 'Add another',
  back: 'Back to the Audio Library',
} as const
