// What /audiolibrary/edit/{audioId} says.
export const editTexts = {
  heading: 'Edit audio',
  loading: 'Loading the audio…',
  title: 'Title',
  type: 'Type',
  trimStart: 'Trim start (seconds)',
  trimEnd: 'Trim end (seconds)',
  trimStartHint: 'Empty: from the beginning.',
  trimEndHint: (length: string) => `Empty: to the end (${length}).`,
  playTrimmed: 'Play the trimmed part',
  stopTrimmed: 'Stop',
  save: 'Save changes',
  saved: 'Your changes are saved.',
  delete: 'Delete',
  deleteTitle: 'Delete audio',
  deleteText: (title: string) =>
    `Delete “${title}”? Sessions that use it go back to their own music. This cannot be undone.`,
  from: 'From Freesound',
  licence: 'Licence',
  offline: 'Changes can be saved when you are online.',
} as const
