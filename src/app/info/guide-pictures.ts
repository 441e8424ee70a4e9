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
export const guidePictureNames = ['scripts', 'draft', 'studio', 'studio-offline', 'share-links', 'my-class', 'channel', 'profile'] as const

export type GuidePictureName = (typeof guidePictureNames)[number]

const alts: Record<GuidePictureName, string> = {
  scripts:
    'The Scripts page on a phone: the Drafts, Scripts, Friends and Messages tabs, the New script button, a list under My scripts, and templates under Start from a template.',
  draft:
    'A draft being written: the Title and Draft fields with lines such as "MAYA: Did you hear that?", the word count and "Saved", and the Script preview listing two roles with Create script.',
  studio:
    'The studio of a session: the script’s lines with the line being recorded marked, a take labelled Uploaded and Chosen, and the large Record button at the bottom.',
  'studio-offline':
    'The studio with no network: the note "You are offline. Takes are saved on this device and uploaded when you are back online." and a new take labelled "Saved on this device".',
  'share-links':
    'The Share links part of the studio: the Role and Expires choices, the Make a share link button, and a link with Copy link and Revoke.',
  'my-class':
    'My Class in the podcast site: a class with its school, the number of students, its join code, and the Show code, New code, Create student accounts and Send a note to the class buttons.',
  channel:
    'A podcast channel in the podcast site’s dark theme: its artwork, title and description, the Follow and Add channel to playlist buttons, and its episodes with Add to playlist.',
  profile:
    'The Profile dialog: Membership type, Photo, Name and Location fields, School and class, and the Save Changes button.',
}

export const guidePictures = Object.fromEntries(
  guidePictureNames.map((name) => [name, { src: `/guide/${name}.webp`, alt: alts[name], ...guidePictureSize }]),
) as Record<GuidePictureName, GuidePicture>
