// The podcast variant (podcast.localhost): opened signed in from the main site's sign-in, a teacher's
// four tabs, Log Out there signing out the main site, then as a visitor with its player playing an
// episode; and the dashboard variant (dashboard.localhost), whose login dialog gives way to the
// metrics for a member with show_metrics. Each host is its own origin, with its own service worker,
// and one sign-in across the three (decision 089).
import { waitUntil } from './engine-page'
import { audioTime } from './in-page'
import { openScreen, seeScreen, shows } from './screen-checks'
import { logIn } from './walk-visitor'
import { mainSite, variantSite, type WalkContext } from './walk-context'

export async function walkPodcast(context: WalkContext): Promise<void> {
  const { page, walk, cast } = context
  const site = variantSite(context, 'podcast')
  const { episode } = cast

  // The walker is still signed in on the main site: the podcast site pulls that sign-in (decision 089).
  await walk.step('podcast: signed in on the main site, it opens signed in with a teacher’s four tabs', async () => {
    await page.goto(`${site}/login`)
    await seeScreen(page, { path: '/', heading: 'My Podcasts', texts: ['My Class', 'My channels'] })
    await page.click('My Class')
    await seeScreen(page, { path: '/classes', heading: 'My Class' })
    await page.click('My Favourites')
    await seeScreen(page, { path: '/favourites', heading: 'My Favourites' })
    await page.click('Playlists')
    await seeScreen(page, { path: '/playlists', heading: 'Playlists' })
    await openScreen(page, site, '/channels/new', { heading: 'New channel' })
  })

  await walk.step('podcast: Log Out there signs out the main site too', async () => {
    await page.click('Menu')
    await page.click('Log Out')
    await shows(page, 'Log in')
    await page.goto(`${mainSite(context)}/scripts`)
    await shows(page, 'User ID or Email')
  })

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
