// The podcast variant (podcast.localhost) as a visitor, with its player playing an episode, then as
// a teacher with its four tabs; and the dashboard variant (dashboard.localhost), whose login dialog
// gives way to the metrics for a member with show_metrics. Each host is its own origin: its own
// sign-in and its own service worker.
import { waitUntil } from './engine-page'
import { audioTime } from './in-page'
import { onPath, openScreen, seeScreen, shows } from './screen-checks'
import { logIn } from './walk-visitor'
import { variantSite, type WalkContext } from './walk-context'

export async function walkPodcast(context: WalkContext): Promise<void> {
  const { page, walk, cast } = context
  const site = variantSite(context, 'podcast')
  const { episode } = cast

  await walk.step('podcast: the visitor screens', async () => {
    await openScreen(page, site, '/', {
      heading: 'My Podcasts',
      texts: ['My Favourites', 'Playlists', 'New episodes', episode.title],
    })
    await openScreen(page, site, `/channel/${episode.channelId}`, {
      heading: episode.channelTitle,
      texts: [episode.title],
    })
    await openScreen(page, site, '/history', {
      heading: 'Podcast history',
      texts: ['Log in to keep your history on every device.'],
    })
    await openScreen(page, site, '/about', { heading: 'About' })
    await openScreen(page, site, '/register', { heading: 'Register' })
    await page.goto(`${site}/playlists`)
    await seeScreen(page, { path: '/login', heading: 'Login' })
  })

  await walk.step('podcast: the player plays an episode', async () => {
    await openScreen(page, site, `/podcast-ep/${episode.linkId}`, { heading: episode.title })
    await page.click('Play')
    await waitUntil('the episode to play past 0.5 s', async () => (await page.evaluate(audioTime)) > 0.5, 30_000)
    await page.click('Pause')
    await shows(page, 'Play')
  })

  await walk.step('podcast: a teacher logs in and sees the four tabs', async () => {
    await page.goto(`${site}/login`)
    await logIn(page, cast.walker)
    await seeScreen(page, { path: '/', heading: 'My Podcasts', texts: ['My Class', 'My channels'] })
    await page.click('My Class')
    await seeScreen(page, { path: '/classes', heading: 'My Class' })
    await page.click('My Favourites')
    await seeScreen(page, { path: '/favourites', heading: 'My Favourites' })
    await page.click('Playlists')
    await seeScreen(page, { path: '/playlists', heading: 'Playlists' })
    await openScreen(page, site, '/channels/new', { heading: 'New channel' })
    await page.goto(`${site}/login`)
    await onPath(page, '/')
  })
}

export async function walkDashboard(context: WalkContext): Promise<void> {
  const { page, walk, cast } = context
  const site = variantSite(context, 'dashboard')

  await walk.step('dashboard: the login dialog, then the metrics and the Drafts tab', async () => {
    await page.goto(`${site}/`)
    await shows(page, 'User ID or Email')
    await logIn(page, cast.walker)
    await seeScreen(page, {
      path: '/',
      heading: 'Metrics',
      texts: ['in the last 5 minutes', 'Visitors', 'Page views', 'Bounce rate'],
    })
    await page.click('Drafts')
    await seeScreen(page, { path: '/write', heading: 'Drafts' })
  })
}
