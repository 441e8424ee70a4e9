// What other features use of the audio library: a session's music and an episode's bed read it, and
// Freesound imports into it.
export { audioLibraryKeys } from './audio-library-keys'
export { loadLibraryAudio, useLibraryAudioList } from './audio-library-queries'
export { clockTime } from './library-texts'
export { LibraryTypeSelect } from './library-type-select'
