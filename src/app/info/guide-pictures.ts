// The guide's pictures: screenshots of the app itself at a phone's size, made by
// scripts/capture-guide-pictures.ts into public/guide/ (decision 069). Width and height are the
// picture's size on the page in CSS pixels (the files have twice as many, for sharp phone screens),
// so the page keeps their room before they load.

export interface GuidePicture {
  src: string
  alt: string
  width: number
  height: number
}

/** Every picture's size on the page: a phone's screen of 360 × 640. */
export const guidePictureSize = { width: 360, height: 640 } as const

/** What the capture script takes, by file name (public/guide/<name>.webp). */
export const guidePictureNames = [
  'scripts',
  'draft',
  'studio',
  'studio-offline',
  'share-links',
  'my-class',
  'channel',
  'profile',
] as const

export type GuidePictureName = (typeof guidePictureNames)[number]

const alts: Record<GuidePictureName, string> = {
  scripts:
    'The Scripts page on a phone: the Drafts, Scripts, Friends and Messages tabs, the New script button, and two scripts under My scripts, each with its roles, lines, speaking time and visibility.',
  draft:
    'A draft being written, with lines such as "ELLA: Excuse me, is this seat taken?", the word count with "Saved", the Make a script and Archive buttons, and the Script preview listing two roles above Create script.',
  studio:
    'The studio of a session: the script’s lines marked "Your line", a take labelled Uploaded with Play take and Chosen, the next line highlighted, and the large Record button at the bottom.',
  'studio-offline':
    'The studio with no network: the note "You are offline. Takes are saved on this device and uploaded when you are back online." and a new take labelled "Saved on this device", which can be played but not chosen yet.',
  'share-links':
    'The Share links part of the studio: the role FINN chosen, Expires In 7 days, the Make a share link button, and the new link with Copy link and Revoke.',
  'my-class':
    'My Class in the podcast site: the class Year 7 Drama with its school, 4 students and its join code, and the Show code, New code, Switch off joining, Rename, Create student accounts, Send a note to the class and Show students buttons.',
  channel:
    'A podcast channel in the podcast site’s dark theme: its title, category and description, the Follow and Add channel to playlist buttons, its RSS feed address with Copy feed address, and the start of its episodes.',
  profile:
    'The Profile dialog: the membership type, Photo with Choose a photo, who may see the photo and the name, the Name and Location fields, and the Cancel and Save Changes buttons.',
}

export const guidePictures = Object.fromEntries(
  guidePictureNames.map((name) => [name, { src: `/guide/${name}.webp`, alt: alts[name], ...guidePictureSize }]),
) as Record<GuidePictureName, GuidePicture>
