import { describe, expect, it } from 'vitest'
import { detectVariant } from '#app/variant/variant'
import { applyVariantToDocument } from '#app/variant/variant-look'
import { carryingSignIn, mainSiteUrl, otherVariantUrl } from '#app/variant/variant-origins'
import { siblingSite, siteOfHost, siteOrigin } from '#shared/site-origins'

const at = (href: string) => new URL(href)

describe('variant selection (SPEC §2)', () => {
  it.each([
    ['http://localhost:3000/scripts', 'main'],
    ['https://voiceacting.app/', 'main'],
    ['http://dashboard.localhost:3000/', 'dashboard'],
    ['https://dashboard.voiceacting.app/write', 'dashboard'],
    ['http://localhost:3000/metrics', 'dashboard'],
    ['https://voiceacting.app/metrics?range=week', 'dashboard'],
    ['http://podcast.localhost:3000/', 'podcast'],
    ['https://mypodcast.voiceacting.app/history', 'podcast'],
    ['https://voiceacting.app/podcast-ep/x', 'main'],
    ['https://voiceacting.app/members/metricsfan', 'main'],
    ['http://localhost:3000/login?redirect=/metrics', 'main'],
    ['http://localhost:3000/metrics/', 'dashboard'],
  ])('%s is the %s variant', (href, variant) => {
    expect(detectVariant(at(href))).toBe(variant)
  })
})

describe('variant look', () => {
  it('the podcast page is dark, with its brand colour as theme colour', () => {
    applyVariantToDocument('podcast')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#FF01CD')
    applyVariantToDocument('dashboard')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#BA58E9')
    applyVariantToDocument('main')
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#00bfff')
  })
})

describe('My Pod Page opens the other variant', () => {
  it('main → podcast host, podcast → main host', () => {
    expect(otherVariantUrl(at('http://localhost:3000/scripts'))).toBe('http://podcast.localhost:3000/')
    expect(otherVariantUrl(at('https://podcast.voiceacting.app/'))).toBe('https://voiceacting.app/')
    expect(mainSiteUrl(at('http://dashboard.localhost:3000/'), '/about#terms')).toBe(
      'http://localhost:3000/about#terms',
    )
  })
})

describe('the three sites are sibling hosts (decision 089)', () => {
  it('each site finds the others, with the port, and knows which it is', () => {
    expect(siteOrigin('https:', 'podcast.app.example.org', 'dashboard')).toBe('https://dashboard.app.example.org')
    expect(siteOrigin('http:', 'dashboard.localhost:3000', 'main')).toBe('http://localhost:3000')
    expect(siteOfHost('Podcast.localhost:3000')).toBe('podcast')
    expect(siteOfHost('app.example.org')).toBe('main')
    expect(siblingSite('https:', 'app.example.org', 'https://podcast.app.example.org')).toBe('podcast')
    // Another scheme, port or a look-alike host is no sibling.
    expect(siblingSite('https:', 'app.example.org', 'http://podcast.app.example.org')).toBeNull()
    expect(siblingSite('http:', 'localhost:3000', 'http://podcast.localhost:3001')).toBeNull()
    expect(siblingSite('https:', 'app.example.org', 'https://podcast.app.example.org.evil.test')).toBeNull()
  })

  it('a signed-in member’s link from the main site to the podcast site goes through its pull; other links stay', () => {
    const pull = carryingSignIn(at('http://localhost:3000/scripts'), 'http://podcast.localhost:3000/classes')
    expect(pull).toBe(
      `http://podcast.localhost:3000/api/users/hand-off/pull?from=main&back=${encodeURIComponent('http://podcast.localhost:3000/classes')}`,
    )
    expect(carryingSignIn(at('http://podcast.localhost:3000/'), 'http://localhost:3000/scripts')).toBe(
      'http://localhost:3000/scripts',
    )
    expect(carryingSignIn(at('http://localhost:3000/'), 'http://localhost:3000/friends')).toBe(
      'http://localhost:3000/friends',
    )
  })
})
