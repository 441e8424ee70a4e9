// The app's addresses that name one thing (a session, a script, a member…): the dashboard counts
// their pages together, as `/session/:id`, with each address one click away (issue 34). Every
// route of the app with a parameter is here (tests/unit/page-kinds.test.ts holds it so).
export const pageKinds = [
  '/audiolibrary/create/:type',
  '/audiolibrary/edit/:id',
  '/certificate/:id',
  '/channel/:id',
  '/channel/:id/edit',
  '/channel/:id/publish',
  '/event/:id',
  '/event/:id/register',
  '/members/:handle',
  '/playlist/:id',
  '/podcast-ep/:id',
  '/portfolio/:id',
  '/profile/:id',
  '/s/:id',
  '/script/:id',
  '/scripts/edit/:id',
  '/session/:id',
  '/template/:id',
  '/write/:id',
] as const

/** A kind's addresses as a regular expression (POSIX and JavaScript alike): each `:name` one segment. */
export function pageKindPattern(kind: string): string {
  return `^${kind.replace(/[.]/g, '\\.').replace(/:[a-z]+/g, '[^/]+')}$`
}

/** The kind of an address: its pattern's kind, or the address itself. */
export function pageKindOf(path: string): string {
  return pageKinds.find((kind) => new RegExp(pageKindPattern(kind)).test(path)) ?? path
}
