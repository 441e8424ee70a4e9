import { describe, expect, it } from 'vitest'
import { detectVariant } from '#app/variant/variant'
import { applyVariantToDocument } from '#app/variant/variant-look'
import { mainSiteUrl, otherVariantUrl } from '#app/variant/variant-origins'

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
