import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aboutParts } from '#app/info/about-content'
import { faqTopics } from '#app/info/faq-content'
import { guideSections } from '#app/info/guide-content'
import { guidePictureNames, guidePictureSize } from '#app/info/guide-pictures'
import { renderApp } from '../support/render-app'

const headingNames = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent)
const contentsLinks = () =>
  within(screen.getByRole('navigation', { name: 'Contents' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('the user guide', () => {
  it('has one h1, a section per part of the app, and contents that link to each', async () => {
    await renderApp({ path: '/guide' })
    expect(await screen.findByRole('heading', { name: 'User Guide', level: 1 })).toBeTruthy()
    expect(headingNames(1)).toEqual(['User Guide'])
    const sections = [
      'Installing the app on a phone',
      'Writing a script',
      'Recording',
      'Share links and recording with friends',
      'Classes (teachers and students)',
      'Podcasts',
      'Your account',
    ]
    expect(headingNames(2)).toEqual(['Contents', ...sections])
    expect(contentsLinks()).toEqual(guideSections.map((section) => [section.title, `#${section.id}`]))
    for (const section of guideSections)
      expect(screen.getByRole('heading', { name: section.title, level: 2 }).id).toBe(section.id)
    expect(screen.getByRole('heading', { name: 'Recording with no network', level: 3 }).id).toBe('recording-offline')
  })

  it('shows every picture of the app with its alt text and size, loaded when scrolled near', async () => {
    await renderApp({ path: '/guide' })
    await screen.findByRole('heading', { name: 'User Guide', level: 1 })
    const pictures = screen.getAllByRole('img')
    expect(pictures.map((picture) => picture.getAttribute('src')).sort()).toEqual(
      guidePictureNames.map((name) => `/guide/${name}.webp`).sort(),
    )
    for (const picture of pictures) {
      expect(picture.getAttribute('alt')!.length).toBeGreaterThan(40)
      expect(picture.getAttribute('width')).toBe(String(guidePictureSize.width))
      expect(picture.getAttribute('height')).toBe(String(guidePictureSize.height))
      expect(picture.getAttribute('loading')).toBe('lazy')
    }
  })

  it('is the same guide in the podcast site', async () => {
    await renderApp({ path: '/guide', variant: 'podcast' })
    expect(await screen.findByRole('heading', { name: 'User Guide', level: 1 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Podcasts', level: 2 })).toBeTruthy()
  })
})

describe('the FAQ', () => {
  it('lists questions by topic, each with its answer', async () => {
    await renderApp({ path: '/faq' })
    expect(await screen.findByRole('heading', { name: 'FAQ', level: 1 })).toBeTruthy()
    expect(headingNames(1)).toEqual(['FAQ'])
    expect(headingNames(2)).toEqual(['Contents', ...faqTopics.map((topic) => topic.title)])
    const question = screen.getByText('Does the app work without an internet connection?')
    expect(question.tagName).toBe('SUMMARY')
    expect(
      within(question.closest('details')!).getByText(/Recording, writing drafts, and opening scripts/),
    ).toBeTruthy()
    expect(
      within(question.closest('details')!)
        .getByRole('link', { name: 'Recording with no network' })
        .getAttribute('href'),
    ).toBe('/guide#recording-offline')
  })
})

describe('About', () => {
  const jsdomScrollIntoView = Element.prototype.scrollIntoView
  afterEach(() => {
    Element.prototype.scrollIntoView = jsdomScrollIntoView
  })

  it('says what the product is and carries the Terms of Service at #terms and the privacy note at #privacy', async () => {
    await renderApp({ path: '/about' })
    expect(await screen.findByRole('heading', { name: 'About', level: 1 })).toBeTruthy()
    expect(headingNames(1)).toEqual(['About'])
    expect(headingNames(2)).toEqual(['Contents', ...aboutParts.map((part) => part.title)])
    expect(screen.getByRole('heading', { name: 'Terms of Service', level: 2 }).id).toBe('terms')
    expect(screen.getByRole('heading', { name: 'Privacy note', level: 2 }).id).toBe('privacy')
    for (const term of [
      '1. Your account',
      '2. What you make stays yours',
      '3. Acceptable use',
      '4. Children and schools',
      '7. No warranty',
      '8. Changes',
      '9. Contact',
    ]) {
      expect(screen.getByRole('heading', { name: term, level: 3 })).toBeTruthy()
    }
    const contact = screen.getAllByRole('link', { name: 'Contact Us' })
    expect(contact.map((link) => link.getAttribute('href'))).toContain('/contact')
  })

  it('Register’s link to /about#terms lands on the terms once the page is shown', async () => {
    const scrolled: string[] = []
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id)
    })
    await renderApp({ path: '/about#terms' })
    await screen.findByRole('heading', { name: 'Terms of Service', level: 2 })
    await waitFor(() => expect(scrolled).toContain('terms'))
    expect(new Set(scrolled)).toEqual(new Set(['terms']))
  })
})
