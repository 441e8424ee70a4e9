// The name asked of a member who has none (issue 33 point 1), for the features that ask it: an entry
// of its own, so that its validation (the profile's contract) is loaded only where a name is asked,
// not in every chunk that imports the profiles' index.
export { NameFirst } from './name-first'
export { nameError } from './name-error'
export { nameQuestion } from './name-question'
export { proposedHandle } from './proposed-handle'
export { saveName } from './save-name'
