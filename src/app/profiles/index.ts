// What other features use of the profiles: how a member is named, shown and linked to, the profile's
// keys, and the intro recorder (the audio library records with it).
export { useIntroRecorder } from './editor/use-intro-recorder'
export { MemberAvatar } from './member-avatar'
export { memberName, profileLink } from './member-names'
export { profileKeys } from './profile-keys'
