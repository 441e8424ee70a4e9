// The audio library's screens (SPEC §2, privilege audio_library), one lazy chunk group.
export { AudioLibraryScreen } from './library-list-screen'
export { AudioCreateScreen } from './audio-create-screen'
export { AudioEditScreen } from './audio-edit-screen'
