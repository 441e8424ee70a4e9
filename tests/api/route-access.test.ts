// Every route of the real app (take uploads, audio and the built client included) declares who may
// call it, and that declaration is kept here as two tables: the routes meant to be open, each with
// its reason, and the protected routes, each with the tests that show a caller without a token (or
// without the privilege) is refused. A new route fails this file until it is added to one of them;
// the refusals themselves are then checked here for every protected route, whatever other files do.
import { startReadCache } from '#server/read-cache/row-changes'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privileges, type Privilege } from '#contract/privileges'
import { createAccessTokens } from '#server/auth/access-tokens'
import { createAuthenticate, forbiddenMessage, signInRequiredMessage } from '#server/auth/guard'
import { registerErrorHandler } from '#server/http/errors'
import { rawRoute } from '#server/http/route'
import { declaredRoutes, requireDeclaredAccess, type Access, type DeclaredRoute } from '#server/http/route-access'
import { bearer, clientId, makeSignedInUser } from './support/factories'
import { startTestApp, testJwtSecret, type TestApp } from './support/test-app'

type RouteKey = `${HTTPMethods} ${string}`

/** Open on purpose: 'public' (no token is read) or 'optional' (a token is read when sent; a service
 *  decides what a visitor gets). */
const open: Record<RouteKey, { access: 'public' | 'optional'; why: string }> = {
  'GET /api/health': { access: 'public', why: 'for load balancers and monitors; says only that the database answers' },
  'GET /api/docs': { access: 'public', why: 'the OpenAPI document describes calls, holds no one’s data' },
  'POST /api/users/create': { access: 'public', why: 'registration: the caller has no account yet (rate-limited)' },
  'POST /api/users/authenticate': {
    access: 'public',
    why: 'sign-in: the password is the credential (throttled per address and login)',
  },
  'POST /api/users/refresh-token': {
    access: 'public',
    why: 'the httpOnly refresh cookie is the credential, checked by the handler',
  },
  'POST /api/users/signOut': {
    access: 'public',
    why: 'ends the sign-in of the refresh cookie sent, if any; works with an expired access token',
  },
  'GET /api/users/hand-off/pull': {
    access: 'public',
    why: 'a page the browser is sent to: starts a sign-in hand-off with a state cookie, reads nothing',
  },
  'GET /api/users/hand-off/give': {
    access: 'public',
    why: 'the httpOnly refresh cookie is the credential; the code goes only to the app’s own sites',
  },
  'GET /api/users/hand-off/accept': {
    access: 'public',
    why: 'the one-time code is the credential, accepted only with the state cookie of this browser',
  },
  'POST /api/users/password/code': {
    access: 'public',
    why: 'password reset: the member cannot sign in; answers alike for unknown users',
  },
  'POST /api/users/password/verify': { access: 'public', why: 'password reset: the mailed code is the credential' },
  'POST /api/users/password/reset': { access: 'public', why: 'password reset: the mailed code is the credential' },
  'GET /api/auth/ms/config': {
    access: 'public',
    why: 'tells the login screen whether Microsoft sign-in is on; public settings only',
  },
  'POST /api/auth/ms/nonce': {
    access: 'public',
    why: 'starts a Microsoft sign-in, before there is a member (rate-limited)',
  },
  'POST /auth/ms/login': {
    access: 'public',
    why: 'the form-posted Microsoft ID token is the credential, checked with a nonce of ours',
  },
  'GET /auth/ms/logout': {
    access: 'public',
    why: 'a page the browser is sent to without a token; only forgets a cookie and redirects',
  },
  'GET /api/templates': { access: 'public', why: 'the templates we ship, the same for everyone' },
  'GET /api/templates/:id': { access: 'public', why: 'one template we ship' },
  'GET /api/library': {
    access: 'public',
    why: 'previews of the script library are shown to visitors (full texts need a privilege)',
  },
  'OPTIONS /api/uploads/takes': {
    access: 'public',
    why: 'tus capability discovery (versions, extensions); browsers send it without a token',
  },
  'OPTIONS /api/uploads/takes/:uploadId': {
    access: 'public',
    why: 'tus capability discovery, as above; reveals nothing about the upload',
  },
  'GET /*': { access: 'public', why: 'the built client itself (HTML, scripts, icons), the same for every visitor' },
  'GET /manifest.webmanifest': { access: 'public', why: 'the web app manifest of the site asked, part of the client' },
  'GET /favicon.png': { access: 'public', why: 'the tab icon of the site asked, part of the client' },
  'GET /apple-touch-icon.png': { access: 'public', why: 'the home-screen icon of the site asked, part of the client' },
  'GET /splash.png': { access: 'public', why: 'the icon on the start splash of the site asked, part of the client' },
  'GET /api/users/:id': {
    access: 'optional',
    why: '/profile/{userId} is an open page; hidden fields by visibility (profiles/view.ts)',
  },
  'GET /api/members/:handle': { access: 'optional', why: 'the public profile by handle, as above' },
  'GET /api/scripts/:id': {
    access: 'optional',
    why: 'public scripts are readable by visitors; scripts/access.ts decides',
  },
  'GET /api/users/:id/scripts': {
    access: 'optional',
    why: 'a member’s public scripts are readable by visitors; scripts/access.ts readableOf decides',
  },
  'GET /api/portfolio/:userId': { access: 'optional', why: 'portfolios are published to everyone' },
  'GET /api/users/photo/:id': {
    access: 'optional',
    why: 'public photos are open; protected ones per viewer (profiles/file-access.ts)',
  },
  'GET /api/users/intro/:id': {
    access: 'optional',
    why: 'public intros are open; protected ones per viewer (profiles/file-access.ts)',
  },
  'GET /api/takes/:takeId/audio': {
    access: 'optional',
    why: 'chosen takes of published sessions are public; takes/audio-access.ts decides',
  },
  'POST /api/activities/': {
    access: 'optional',
    why: 'visitors are logged too; a member’s records need their token (activities/service.ts; rate-limited)',
  },
  'GET /api/episodes/': { access: 'public', why: 'the newest public episodes, My Podcasts for visitors' },
  'GET /api/episodes/:linkId': {
    access: 'optional',
    why: '/podcast-ep/{linkId} is an open page; hidden states per viewer (episodes/access.ts)',
  },
  'GET /api/channels/:id/episodes': {
    access: 'optional',
    why: 'a channel’s public episodes are open; its editors see every state (episodes/lists.ts)',
  },
  'GET /api/episode-audio/:file': {
    access: 'optional',
    why: 'a public episode’s audio is open; others per viewer (episodes/audio-route.ts)',
  },
  'GET /api/channels/:id': {
    access: 'optional',
    why: '/channel/{channelId} is an open page; what the viewer may do comes with it (channels/view.ts)',
  },
  'GET /api/channel-artwork/:id/:size.jpg': {
    access: 'public',
    why: 'channel artwork is public, as feeds and directories link to it',
  },
  'GET /api/channels/:id/feed.xml': {
    access: 'public',
    why: 'the RSS feed podcast apps poll; public episodes only (feeds/)',
  },
  'GET /api/episodes/:linkId/transcript.vtt': {
    access: 'optional',
    why: 'a public episode’s transcript is linked from the feed; hidden ones per viewer',
  },
  'GET /api/episodes/:linkId/chapters.json': {
    access: 'optional',
    why: 'a public episode’s chapters are linked from the feed; hidden ones per viewer',
  },
  'GET /api/playlists/:id': {
    access: 'optional',
    why: 'a public playlist is an open page; a private one answers 404 to others (playlists/view.ts)',
  },
  // issue 16 · audio-library (open)
  'OPTIONS /api/uploads/audio-library': {
    access: 'public',
    why: 'tus capability discovery for library uploads; browsers send it without a token',
  },
  'OPTIONS /api/uploads/audio-library/:uploadId': {
    access: 'public',
    why: 'tus capability discovery, as above; reveals nothing about the upload',
  },
  // issue 16 · freesound (open)
  'GET /api/freesound/sounds/:id/preview': {
    access: 'optional',
    why: 'an <audio> element sends no token: a signed link from a search plays; without one, audio_library (freesound.test.ts)',
  },
  // issue 16 · events (open)
  'GET /api/events': {
    access: 'optional',
    why: '/events is open; a member also learns what they registered for (events/routes.ts)',
  },
  'GET /api/events/:id': { access: 'optional', why: '/event/{eventId} is an open page, as above' },
  'GET /api/events/:id/event.ics': {
    access: 'public',
    why: 'Add to calendar from the open event page; the event’s public fields only',
  },
  // issue 16 · certificates (open)
  'GET /api/certificates/:id': {
    access: 'public',
    why: '/certificate/{certId} is an open page: anyone holding the paper checks it (certificates/service.ts)',
  },
  'GET /api/certificates/:id/qr.svg': {
    access: 'public',
    why: 'the QR code of that open page’s address, printed on the certificate',
  },
  // issue 16 · subscriptions (vouchers) (open)
  // issue 16 · contact (open)
  'POST /api/contact': {
    access: 'optional',
    why: 'Contact Us is open to visitors; a signed-in sender is recorded (rate-limited per address, contact.test.ts)',
  },
}

const here = 'route-access.test.ts (this file’s check below)'

/** Protected: the access they declare, and where a refusal without a token (or privilege) is shown. */
const protectedRoutes: Record<RouteKey, { access: Exclude<Access, 'public' | 'optional'>; refusedIn: string[] }> = {
  'POST /api/users/credential': {
    access: 'signed-in',
    refusedIn: ['profile-credential.test.ts › needs a signed-in member'],
  },
  'POST /api/users/delete': {
    access: 'signed-in',
    refusedIn: ['account-closing.test.ts › needs the right password and the member’s own user ID'],
  },
  'POST /api/users/profile': { access: 'signed-in', refusedIn: ['profile.test.ts › needs a signed-in member'] },
  'GET /api/sign-ins': {
    access: 'signed-in',
    refusedIn: ['sign-ins.test.ts › asks for a sign-in on every route, and checks the id'],
  },
  'DELETE /api/sign-ins/:id': {
    access: 'signed-in',
    refusedIn: ['sign-ins.test.ts › asks for a sign-in on every route, and checks the id'],
  },
  'POST /api/sign-ins/end-others': {
    access: 'signed-in',
    refusedIn: ['sign-ins.test.ts › asks for a sign-in on every route, and checks the id'],
  },
  'GET /api/subscriptions': {
    access: 'signed-in',
    refusedIn: ['subscriptions.test.ts › rejects bad input and anonymous calls with 4xx and a message'],
  },
  'GET /api/metrics/summary': {
    access: 'show_metrics',
    refusedIn: ['metrics.test.ts › is for members with show_metrics only'],
  },
  'GET /api/metrics/series': {
    access: 'show_metrics',
    refusedIn: ['metrics.test.ts › is for members with show_metrics only'],
  },
  'GET /api/metrics/breakdowns': {
    access: 'show_metrics',
    refusedIn: ['metrics.test.ts › is for members with show_metrics only'],
  },
  'GET /api/metrics/realtime': {
    access: 'show_metrics',
    refusedIn: ['metrics.test.ts › counts the visitors with a record in the last 5 minutes, each once, by the filters'],
  },
  'GET /api/drafts': { access: 'signed-in', refusedIn: ['drafts.test.ts › GET /api/drafts needs a signed-in member'] },
  'POST /api/drafts': {
    access: 'signed-in',
    refusedIn: ['drafts.test.ts › POST /api/drafts needs a signed-in member'],
  },
  'GET /api/drafts/:id': {
    access: 'signed-in',
    refusedIn: ['drafts.test.ts › who may do what with a draft › get as anonymous'],
  },
  'PUT /api/drafts/:id': {
    access: 'signed-in',
    refusedIn: ['drafts.test.ts › who may do what with a draft › save as anonymous'],
  },
  'POST /api/drafts/:id/archive': {
    access: 'signed-in',
    refusedIn: ['drafts.test.ts › who may do what with a draft › archive as anonymous'],
  },
  'POST /api/drafts/:id/restore': {
    access: 'signed-in',
    refusedIn: ['drafts.test.ts › who may do what with a draft › restore as anonymous'],
  },
  'DELETE /api/drafts/:id': {
    access: 'signed-in',
    refusedIn: ['drafts.test.ts › who may do what with a draft › remove as anonymous'],
  },
  'GET /api/scripts': {
    access: 'signed-in',
    refusedIn: ['scripts-access.test.ts › GET /api/scripts (lists) › mine and shared, as anonymous'],
  },
  'POST /api/scripts': { access: 'signed-in', refusedIn: [here] },
  'PUT /api/scripts/:id': {
    access: 'signed-in',
    refusedIn: ['scripts-access.test.ts › PUT /api/scripts/:id (anonymous column)'],
  },
  'DELETE /api/scripts/:id': {
    access: 'signed-in',
    refusedIn: ['scripts-access.test.ts › DELETE /api/scripts/:id (anonymous column)'],
  },
  'GET /api/scripts/:id/session': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › GET /api/scripts/:id/session › follows the script reading rules'],
  },
  'GET /api/sharelinks/:linkId/session': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › share links › … and 401 without a token'],
  },
  'GET /api/sessions': { access: 'signed-in', refusedIn: ['sessions.test.ts › GET /api/sessions (history)'] },
  'GET /api/sessions/:id': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › authorisation matrix › get as anonymous'],
  },
  'GET /api/sessions/:id/takes': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › authorisation matrix › takes as anonymous'],
  },
  'PUT /api/sessions/:id/roles': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › authorisation matrix › roles as anonymous'],
  },
  'POST /api/sessions/:id/takes/:takeId/choose': {
    access: 'signed-in',
    refusedIn: [
      'sessions.test.ts › authorisation matrix › choose take as anonymous',
      'takes.test.ts › chooses only takes of the session in the address',
    ],
  },
  'PUT /api/sessions/:id/takes/:takeId/trim': {
    access: 'signed-in',
    refusedIn: ['takes.test.ts › trims only takes of the session in the address, for its members only'],
  },
  'POST /api/sessions/:id/complete': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › authorisation matrix › complete as anonymous'],
  },
  'POST /api/sessions/:id/reopen': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › authorisation matrix › reopen as anonymous'],
  },
  'GET /api/sessions/:id/links': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › authorisation matrix › links as anonymous'],
  },
  'POST /api/sessions/:id/links': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › authorisation matrix › create link as anonymous'],
  },
  'DELETE /api/sessions/:id/links/:linkId': {
    access: 'signed-in',
    refusedIn: ['sessions.test.ts › authorisation matrix › revoke link as anonymous'],
  },
  'PUT /api/sessions/:id/portfolio': {
    access: 'signed-in',
    refusedIn: ['portfolio.test.ts › authorisation matrix › publish as anonymous'],
  },
  'DELETE /api/sessions/:id/portfolio': {
    access: 'signed-in',
    refusedIn: ['portfolio.test.ts › authorisation matrix › unpublish as anonymous'],
  },
  'GET /api/friendships/': {
    access: 'signed-in',
    refusedIn: ['friends.test.ts › who may do what › refuses every route without a valid token'],
  },
  'GET /api/friendships/search': {
    access: 'signed-in',
    refusedIn: ['friends.test.ts › who may do what › refuses every route without a valid token'],
  },
  'POST /api/friendships/': {
    access: 'signed-in',
    refusedIn: ['friends.test.ts › who may do what › refuses every route without a valid token'],
  },
  'POST /api/friendships/:userId/accept': {
    access: 'signed-in',
    refusedIn: ['friends.test.ts › who may do what › refuses every route without a valid token'],
  },
  'DELETE /api/friendships/:userId': {
    access: 'signed-in',
    refusedIn: ['friends.test.ts › who may do what › refuses every route without a valid token'],
  },
  'GET /api/blocks/': {
    access: 'signed-in',
    refusedIn: ['friends.test.ts › who may do what › refuses every route without a valid token'],
  },
  'POST /api/blocks/': {
    access: 'signed-in',
    refusedIn: ['friends.test.ts › who may do what › refuses every route without a valid token'],
  },
  'DELETE /api/blocks/:userId': {
    access: 'signed-in',
    refusedIn: ['friends.test.ts › who may do what › refuses every route without a valid token'],
  },
  'GET /api/notifications/new': {
    access: 'token',
    refusedIn: [
      'notifications.test.ts › the poll › refuses a missing or bad `after` with 400 and says why, and visitors and forged tokens with 401',
    ],
  },
  'GET /api/notifications/': {
    access: 'signed-in',
    refusedIn: ['notifications.test.ts › the list › is empty for a new member, and refuses visitors and bad pages'],
  },
  'POST /api/notifications/:id/read': {
    access: 'signed-in',
    refusedIn: [
      'notifications.test.ts › reading › reads one of the member’s own; another member’s is a 404 like a missing one',
    ],
  },
  'POST /api/notifications/read': {
    access: 'signed-in',
    refusedIn: ['notifications.test.ts › reading › reads all of the member’s own, and no one else’s'],
  },
  'GET /api/conversations/': {
    access: 'signed-in',
    refusedIn: ['messages.test.ts › who may write to whom › answers 404 for an unknown member and 401 without a token'],
  },
  'GET /api/conversations/:userId/messages': {
    access: 'signed-in',
    refusedIn: ['messages.test.ts › who may write to whom › answers 404 for an unknown member and 401 without a token'],
  },
  'POST /api/conversations/:userId/messages': {
    access: 'signed-in',
    refusedIn: ['messages.test.ts › who may write to whom › answers 404 for an unknown member and 401 without a token'],
  },
  'POST /api/conversations/:userId/read': {
    access: 'signed-in',
    refusedIn: ['messages.test.ts › who may write to whom › answers 404 for an unknown member and 401 without a token'],
  },
  'POST /api/uploads/takes': {
    access: 'signed-in',
    refusedIn: ['takes.test.ts › refuses bad metadata, unknown lines, strangers, visitors…'],
  },
  'HEAD /api/uploads/takes/:uploadId': { access: 'signed-in', refusedIn: [here] },
  'PATCH /api/uploads/takes/:uploadId': { access: 'signed-in', refusedIn: [here] },
  'GET /api/schools/': {
    access: 'teacher',
    refusedIn: ['classes.test.ts › schools and making classes › lets only teachers of the school make classes in it'],
  },
  'GET /api/classes/': { access: 'signed-in', refusedIn: [here] },
  'POST /api/classes/': {
    access: 'teacher',
    refusedIn: ['classes.test.ts › schools and making classes › lets only teachers of the school make classes in it'],
  },
  'POST /api/classes/join': { access: 'signed-in', refusedIn: [here] },
  'GET /api/classes/:id': {
    access: 'signed-in',
    refusedIn: ['classes.test.ts › only a teacher of the class manages it › refuses a visitor on every class route'],
  },
  'PATCH /api/classes/:id': {
    access: 'signed-in',
    refusedIn: ['classes.test.ts › only a teacher of the class manages it › refuses a visitor on every class route'],
  },
  'POST /api/classes/:id/join-code': {
    access: 'signed-in',
    refusedIn: ['classes.test.ts › only a teacher of the class manages it › refuses a visitor on every class route'],
  },
  'GET /api/classes/:id/students': {
    access: 'signed-in',
    refusedIn: ['classes.test.ts › only a teacher of the class manages it › refuses a visitor on every class route'],
  },
  'POST /api/classes/:id/students': {
    access: 'signed-in',
    refusedIn: ['classes.test.ts › only a teacher of the class manages it › refuses a visitor on every class route'],
  },
  'DELETE /api/classes/:id/students/:userId': {
    access: 'signed-in',
    refusedIn: ['classes.test.ts › only a teacher of the class manages it › refuses a visitor on every class route'],
  },
  'POST /api/classes/:id/notes': {
    access: 'signed-in',
    refusedIn: ['classes.test.ts › only a teacher of the class manages it › refuses a visitor on every class route'],
  },
  'POST /api/episode-audio/': {
    access: 'signed-in',
    refusedIn: ['episodes.test.ts › uploading audio › needs a member'],
  },
  'POST /api/channels/:id/episodes': {
    access: 'signed-in',
    refusedIn: ['episodes.test.ts › publishing › publishes an upload now, to those who may publish only'],
  },
  'GET /api/channels/:id/waiting': {
    access: 'signed-in',
    refusedIn: ['episodes.test.ts › who sees what › lists waiting episodes for the class’s teachers only'],
  },
  'PATCH /api/episodes/:linkId': {
    access: 'signed-in',
    refusedIn: ['episodes.test.ts › who sees what › lets only those who see a hidden episode change it'],
  },
  'DELETE /api/episodes/:linkId': {
    access: 'signed-in',
    refusedIn: ['episodes.test.ts › removing › lets editors remove an episode with its audio'],
  },
  'POST /api/episodes/:linkId/approve': {
    access: 'signed-in',
    refusedIn: ['episodes.test.ts › approval › asks the teachers, and tells the followers once a teacher approves'],
  },
  'POST /api/channels/': { access: 'signed-in', refusedIn: ['channels.test.ts › making a channel › needs a member'] },
  'PUT /api/channels/:id': {
    access: 'signed-in',
    refusedIn: ['channels.test.ts › changing a channel › is refused to students, strangers and visitors'],
  },
  'DELETE /api/channels/:id': {
    access: 'signed-in',
    refusedIn: [
      'channels.test.ts › removing a channel › is for its owner only, and takes its episodes, their audio and its artwork with it',
    ],
  },
  'PUT /api/channels/:id/artwork': {
    access: 'signed-in',
    refusedIn: ['channels.test.ts › artwork › is changed only by those who edit the channel'],
  },
  'PUT /api/channels/:id/follow': {
    access: 'signed-in',
    refusedIn: ['channels.test.ts › following › needs a member and a channel'],
  },
  'DELETE /api/channels/:id/follow': {
    access: 'signed-in',
    refusedIn: ['channels.test.ts › following › needs a member and a channel'],
  },
  'GET /api/channels/followed': {
    access: 'signed-in',
    refusedIn: ['channels.test.ts › following › needs a member and a channel'],
  },
  'GET /api/channels/mine': { access: 'signed-in', refusedIn: ['route-access.test.ts (this file’s check below)'] },
  'GET /api/channels/publishable': {
    access: 'signed-in',
    refusedIn: ['route-access.test.ts (this file’s check below)'],
  },
  'GET /api/playlists/': {
    access: 'signed-in',
    refusedIn: [
      'playlists.test.ts › who reads and who changes a playlist › answers every write to another member’s playlist, public or not, as unknown',
    ],
  },
  'PUT /api/playlists/:id': {
    access: 'signed-in',
    refusedIn: [
      'playlists.test.ts › who reads and who changes a playlist › answers every write to another member’s playlist, public or not, as unknown',
    ],
  },
  'DELETE /api/playlists/:id': {
    access: 'signed-in',
    refusedIn: [
      'playlists.test.ts › who reads and who changes a playlist › answers every write to another member’s playlist, public or not, as unknown',
    ],
  },
  'PUT /api/playlists/:id/episodes/:episodeId': {
    access: 'signed-in',
    refusedIn: [
      'playlists.test.ts › who reads and who changes a playlist › answers every write to another member’s playlist, public or not, as unknown',
    ],
  },
  'POST /api/playlists/:id/channels': {
    access: 'signed-in',
    refusedIn: [
      'playlists.test.ts › who reads and who changes a playlist › answers every write to another member’s playlist, public or not, as unknown',
    ],
  },
  'DELETE /api/playlists/:id/episodes/:episodeId': {
    access: 'signed-in',
    refusedIn: [
      'playlists.test.ts › who reads and who changes a playlist › answers every write to another member’s playlist, public or not, as unknown',
    ],
  },
  'PUT /api/playlists/:id/order': {
    access: 'signed-in',
    refusedIn: [
      'playlists.test.ts › who reads and who changes a playlist › answers every write to another member’s playlist, public or not, as unknown',
    ],
  },
  'GET /api/favourites/': {
    access: 'signed-in',
    refusedIn: [
      'listening.test.ts › who may favourite and position which episode › asks visitors to sign in for every listening endpoint',
    ],
  },
  'PUT /api/favourites/:episodeId': {
    access: 'signed-in',
    refusedIn: [
      'listening.test.ts › who may favourite and position which episode › asks visitors to sign in for every listening endpoint',
    ],
  },
  'DELETE /api/favourites/:episodeId': {
    access: 'signed-in',
    refusedIn: [
      'listening.test.ts › who may favourite and position which episode › asks visitors to sign in for every listening endpoint',
    ],
  },
  'GET /api/listens/': {
    access: 'signed-in',
    refusedIn: [
      'listening.test.ts › who may favourite and position which episode › asks visitors to sign in for every listening endpoint',
    ],
  },
  'PUT /api/listens/:episodeId': {
    access: 'signed-in',
    refusedIn: [
      'listening.test.ts › who may favourite and position which episode › asks visitors to sign in for every listening endpoint',
    ],
  },
  'DELETE /api/listens/:episodeId': {
    access: 'signed-in',
    refusedIn: [
      'listening.test.ts › who may favourite and position which episode › asks visitors to sign in for every listening endpoint',
    ],
  },
  // issue 16 · audio-library (protected)
  'GET /api/audio-library': {
    access: 'audio_library',
    refusedIn: [
      'audio-library.test.ts › one audio › answers visitors 401, members without the privilege 403, other members 404, the owner 200',
    ],
  },
  'GET /api/audio-library/usage': {
    access: 'audio_library',
    refusedIn: [
      'audio-library.test.ts › one audio › answers visitors 401, members without the privilege 403, other members 404, the owner 200',
    ],
  },
  'GET /api/audio-library/:id': {
    access: 'audio_library',
    refusedIn: [
      'audio-library.test.ts › one audio › answers visitors 401, members without the privilege 403, other members 404, the owner 200',
    ],
  },
  'PATCH /api/audio-library/:id': {
    access: 'audio_library',
    refusedIn: [
      'audio-library.test.ts › one audio › answers visitors 401, members without the privilege 403, other members 404, the owner 200',
    ],
  },
  'DELETE /api/audio-library/:id': {
    access: 'audio_library',
    refusedIn: [
      'audio-library.test.ts › one audio › answers visitors 401, members without the privilege 403, other members 404, the owner 200',
    ],
  },
  'GET /api/audio-library/:id/audio': {
    access: 'signed-in',
    refusedIn: [
      'audio-library.test.ts › the audio › serves ranges with 206 and the right bytes, revalidates by ETag, never to other members',
      'session-music.test.ts › hearing the music › lets a participant hear the session’s music, but no other audio of the owner’s library',
    ],
  },
  'POST /api/uploads/audio-library': {
    access: 'audio_library',
    refusedIn: [
      'audio-library.test.ts › uploads › lets only members with the privilege start uploads, and only the sender continue one',
    ],
  },
  'HEAD /api/uploads/audio-library/:uploadId': {
    access: 'audio_library',
    refusedIn: [
      'audio-library.test.ts › uploads › lets only members with the privilege start uploads, and only the sender continue one',
      here,
    ],
  },
  'PATCH /api/uploads/audio-library/:uploadId': {
    access: 'audio_library',
    refusedIn: [
      'audio-library.test.ts › uploads › lets only members with the privilege start uploads, and only the sender continue one',
      here,
    ],
  },
  'PUT /api/sessions/:id/music': {
    access: 'signed-in',
    refusedIn: [
      'session-music.test.ts › choosing the music › refuses anyone but the owner, and audio that is not the owner’s own',
    ],
  },
  'PUT /api/sessions/:id/timing': {
    access: 'signed-in',
    refusedIn: ['session-timing.test.ts › session timing › refuses anyone but the owner'],
  },
  // issue 16 · freesound (protected)
  'GET /api/freesound/status': {
    access: 'signed-in',
    refusedIn: [
      'freesound.test.ts › who may do what › authorisation matrix: status for members, search and import with audio_library',
    ],
  },
  'GET /api/freesound/search': {
    access: 'audio_library',
    refusedIn: [
      'freesound.test.ts › who may do what › authorisation matrix: status for members, search and import with audio_library',
    ],
  },
  'POST /api/freesound/import': {
    access: 'audio_library',
    refusedIn: [
      'freesound.test.ts › who may do what › authorisation matrix: status for members, search and import with audio_library',
    ],
  },
  // issue 16 · events (protected)
  'GET /api/events/registered': {
    access: 'signed-in',
    refusedIn: [
      'events.test.ts › who may do what › lets everyone read, members register, teachers make events, organisers see attendees',
    ],
  },
  'POST /api/events': {
    access: 'teacher',
    refusedIn: [
      'events.test.ts › who may do what › lets everyone read, members register, teachers make events, organisers see attendees',
    ],
  },
  'DELETE /api/events/:id': {
    access: 'teacher',
    refusedIn: [
      'events.test.ts › who may do what › lets everyone read, members register, teachers make events, organisers see attendees',
    ],
  },
  'POST /api/events/:id/registration': {
    access: 'signed-in',
    refusedIn: [
      'events.test.ts › who may do what › lets everyone read, members register, teachers make events, organisers see attendees',
    ],
  },
  'DELETE /api/events/:id/registration': {
    access: 'signed-in',
    refusedIn: [
      'events.test.ts › who may do what › lets everyone read, members register, teachers make events, organisers see attendees',
    ],
  },
  'GET /api/events/:id/attendees': {
    access: 'signed-in',
    refusedIn: [
      'events.test.ts › who may do what › lets everyone read, members register, teachers make events, organisers see attendees',
    ],
  },
  // issue 16 · certificates (protected)
  'GET /api/certificates': {
    access: 'signed-in',
    refusedIn: [
      'certificates.test.ts › who may do what › authorisation matrix: reads are open, lists need a member, issuing and revoking a teacher',
    ],
  },
  'GET /api/certificates/issued': {
    access: 'teacher',
    refusedIn: [
      'certificates.test.ts › who may do what › authorisation matrix: reads are open, lists need a member, issuing and revoking a teacher',
    ],
  },
  'POST /api/certificates': {
    access: 'teacher',
    refusedIn: [
      'certificates.test.ts › who may do what › authorisation matrix: reads are open, lists need a member, issuing and revoking a teacher',
    ],
  },
  'POST /api/certificates/:id/revoke': {
    access: 'teacher',
    refusedIn: [
      'certificates.test.ts › who may do what › authorisation matrix: reads are open, lists need a member, issuing and revoking a teacher',
    ],
  },
  // issue 16 · subscriptions (vouchers) (protected)
  'POST /api/subscriptions/redeem': {
    access: 'signed-in',
    refusedIn: [
      'vouchers.test.ts › POST /api/subscriptions/redeem › needs a member, and answers bad input with 400 and a message',
    ],
  },
  // issue 16 · contact (protected)
}

/** A value of the right form for each URL parameter, so a refusal is about access, not the address. */
function sampleUrl(url: string): string {
  return url
    .replace(/:handle\b/g, 'someone')
    .replace(/:\w+/g, () => clientId())
    .replace(/\*$/, 'index.html')
}

const keyOf = (route: Pick<DeclaredRoute, 'method' | 'url'>) => `${route.method} ${route.url}` as RouteKey

let t: TestApp
let distDir: string
let dataDir: string
let routes: DeclaredRoute[]

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'route-access-dist-'))
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>')
  dataDir = await mkdtemp(path.join(tmpdir(), 'route-access-data-'))
  t = await startTestApp({ distDir, dataDir })
  const all = declaredRoutes(t.app)
  // Fastify answers HEAD for every GET by itself; those copies carry the GET's declaration.
  const gets = new Map(all.filter((r) => r.method === 'GET').map((r) => [r.url, r.access]))
  for (const route of all)
    if (route.method === 'HEAD' && gets.has(route.url)) expect(route.access).toBe(gets.get(route.url))
  routes = all.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
})

afterAll(async () => {
  await t.close()
  await rm(distDir, { recursive: true, force: true })
  await rm(dataDir, { recursive: true, force: true })
})

describe('the route list', () => {
  it('has every route of the app, each with a declared access', () => {
    expect(routes.length).toBeGreaterThan(50)
    expect(routes.filter((r) => r.access === undefined).map(keyOf)).toEqual([])
  })

  it('lists each route once in these tables, with the access it declares', () => {
    const declared = Object.fromEntries(routes.map((r) => [keyOf(r), r.access]))
    const tabled = {
      ...Object.fromEntries(Object.entries(open).map(([key, row]) => [key, row.access])),
      ...Object.fromEntries(Object.entries(protectedRoutes).map(([key, row]) => [key, row.access])),
    }
    expect(Object.keys(open).filter((key) => key in protectedRoutes)).toEqual([])
    // A route missing here, a table row for a route that is gone, or a changed access all show.
    expect(declared).toEqual(tabled)
  })

  it('names a refusal test for every protected route, and a reason for every open one', () => {
    for (const row of Object.values(protectedRoutes)) expect(row.refusedIn.length).toBeGreaterThan(0)
    for (const row of Object.values(open)) expect(row.why.length).toBeGreaterThan(10)
  })
})

describe('refusals, route by route', () => {
  let member: string

  beforeAll(async () => {
    member = (await makeSignedInUser(t.app, t.db)).token
  })

  it('refuses every protected route without a token: 401 before reading the body', async () => {
    const answers: Record<string, number> = {}
    for (const route of routes.filter((r) => r.access !== 'public' && r.access !== 'optional')) {
      const res = await t.app.inject({ method: route.method as HTTPMethods, url: sampleUrl(route.url) })
      answers[keyOf(route)] = res.statusCode
      if (route.method !== 'HEAD') expect(res.json(), keyOf(route)).toEqual({ message: signInRequiredMessage })
    }
    expect(
      Object.values(answers).every((status) => status === 401),
      JSON.stringify(answers),
    ).toBe(true)
    expect(Object.keys(answers).sort()).toEqual(Object.keys(protectedRoutes).sort())
  })

  it('refuses every privileged route to a member without the privilege: 403', async () => {
    const privileged = routes.filter((r) => (privileges as readonly string[]).includes(r.access ?? ''))
    for (const route of privileged) {
      const res = await t.app.inject({
        method: route.method as HTTPMethods,
        url: sampleUrl(route.url),
        headers: bearer(member),
      })
      expect(res.statusCode, keyOf(route)).toBe(403)
    }
  })

  it('answers 401 to an invalid token on every route that reads one, so the app refreshes it', async () => {
    const forged = bearer('not.a.token')
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await t.app.inject({
        method: route.method as HTTPMethods,
        url: sampleUrl(route.url),
        headers: forged,
      })
      expect(res.statusCode, keyOf(route)).toBe(401)
    }
  })
})

describe('the declaration itself', () => {
  it('stops the app from starting with a route that declares no access', async () => {
    const app = Fastify()
    requireDeclaredAccess(app)
    app.get('/forgotten', async () => 'open by mistake')
    await expect(app.ready()).rejects.toThrow('Routes without a declared access: GET /forgotten, HEAD /forgotten')
    await app.close()
  })

  it('checks a privilege after the token: 401 without one, 403 without the privilege, the answer with it', async () => {
    const teacher: Privilege = 'teacher'
    const app = await appWithOneRoute(t, teacher)
    const withPrivilege = (await makeSignedInUser(t.app, t.db, { privileges: [teacher] })).token
    const member = (await makeSignedInUser(t.app, t.db)).token
    const status = async (token: string | null) =>
      (await app.inject({ url: '/for-teachers', headers: token ? bearer(token) : {} })).statusCode
    expect(await status(null)).toBe(401)
    expect(await status(member)).toBe(403)
    expect((await app.inject({ url: '/for-teachers', headers: bearer(member) })).json()).toEqual({
      message: forbiddenMessage,
    })
    expect(await status(withPrivilege)).toBe(200)
    await app.close()
  })
})

/** No route of the app needs a privilege today, so the privilege check is shown on a small app with
 *  the same authentication (same secret and database as the test app's tokens). */
async function appWithOneRoute(test: TestApp, privilege: Privilege): Promise<FastifyInstance> {
  const app = Fastify()
  requireDeclaredAccess(app)
  registerErrorHandler(app)
  app.decorateRequest('auth', null)
  const reads = await startReadCache(test.database.handle.listen, { now: () => test.clock.now().getTime() })
  app.addHook('onClose', () => reads.close())
  app.decorate(
    'authenticate',
    createAuthenticate(test.db, reads.cache, createAccessTokens(testJwtSecret, test.clock.now), test.clock.now),
  )
  rawRoute(app, { method: 'GET', url: '/for-teachers', access: privilege }, async ({ auth, reply }) =>
    reply.send({ userId: auth.userId }),
  )
  await app.ready()
  return app
}
