// The build prerenders /scriptlibrary with the library's first page, which it derives from the
// content/ files itself (scripts/prerender/library-first-page.ts) instead of loading a database. It
// must be exactly what a visitor's first read of `GET /api/library` answers, or the page the app
// takes over from would differ from the one it then reads (decision 074).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { libraryFirstPage } from '#scripts/prerender/library-first-page'
import { defaultContentDir } from '#server/content/content-files'
import { fountainScene, makeContentFolder, type ContentFolder } from './support/content-fixtures'
import { caller } from './support/inject'
import { startTestApp } from './support/test-app'

const silent = { warn: () => undefined }

async function liveFirstPage(contentDir: string, limit: number) {
  const t = await startTestApp({ contentDir })
  try {
    const res = await caller(t.app)('GET', `/api/library?limit=${limit}`, null)
    expect(res.statusCode).toBe(200)
    return res.json()
  } finally {
    await t.close()
  }
}

describe("the prerendered library's first page", () => {
  it("is the API's answer for the repository's content/", async () => {
    expect(await libraryFirstPage(12, silent)).toEqual(await liveFirstPage(defaultContentDir, 12))
  })

  describe('for a library longer than a page, with a file that does not parse', () => {
    let content: ContentFolder
    beforeAll(async () => {
      const scene = (title: string, free: boolean) =>
        fountainScene({
          title,
          description: `About ${title}.`,
          free,
          roles: { ANNA: 'first', BEN: '' },
          speeches: 6,
          wordsPerSpeech: 12,
        })
      content = await makeContentFolder({
        library: {
          'zulu-last': scene('Zulu', false),
          'alpha-first': scene('Alpha', true),
          'mike-middle': scene('Mike', false),
          'bravo-second': scene('Bravo', true),
          'golf-broken': 'Title: Broken\n\nJust some action.\n',
        },
      })
    })
    afterAll(async () => {
      await content.remove()
    })

    it("is the API's answer, cursor included", async () => {
      expect(await libraryFirstPage(3, silent, content.dir)).toEqual(await liveFirstPage(content.dir, 3))
    })
  })
})
