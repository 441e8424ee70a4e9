// One sign-in across the three sites (decision 089). Each site keeps its own refresh cookie; a site
// pulls a sign-in from a sibling with three redirects, all full navigations (no JSON, no script):
//   pull (on the receiving site: a state cookie) → give (on the giving site: a one-time code of its
//   sign-in, when it has one) → accept (on the receiving site: the code, checked against the state
//   cookie, becomes its own refresh cookie of the same sign-in) → back to the page.
import { z } from 'zod/mini'
import { variants } from '#shared/variant'

/** The three sites, as the app names its variants. */
export const handOffSites = variants
export type HandOffSite = (typeof handOffSites)[number]

/** A code lives this long: the time of two redirects, with a slow phone's margin. */
export const handOffCodeTtlSeconds = 120
/** The state cookie, as long: a pull that takes longer starts again. */
export const handOffStateTtlSeconds = 300

// The pages and the pull's address are in src/shared (no zod), for the app's links.
export { handOffPages, pullAddress, sitesCheckedCookie } from '#shared/site-origins'

const site = z.enum(handOffSites, { error: 'Name a site of this app: main, podcast or dashboard.' })
const state = z
  .string()
  .check(z.regex(/^[\w-]{16,64}$/, 'The hand-off state must be 16 to 64 letters, digits, - or _.'))
/** Where the member goes at the end: a full address, which the server also checks is one of the three sites. */
const back = z
  .string({ error: 'Give the page to return to as a full address.' })
  .check(
    z.maxLength(2000, 'The page to return to is too long.'),
    z.url({ error: 'Give the page to return to as a full address.' }),
  )

/** GET pull?from=&back=: `from` is the site that holds the sign-in. */
export const handOffPullQuery = z.object({ from: site, back })
/** GET give?to=&state=&back=: `to` is the site that pulls. */
export const handOffGiveQuery = z.object({ to: site, state, back })
/** GET accept?code=&state=&back= */
export const handOffAcceptQuery = z.object({
  code: z.string().check(z.regex(/^[\w-]{20,64}$/, 'This sign-in hand-off code is not one of ours.')),
  state,
  back,
})

export const handOffMessages = {
  notSibling: 'A sign-in can only be handed between this app’s own sites.',
  sameSite: 'This site cannot hand a sign-in to itself.',
  wrongState: 'This sign-in hand-off was not started in this browser, or took too long. Please open the page again.',
} as const
