// The guide's pictures as committed (made by scripts/capture-guide-pictures.ts): each one the page
// names is there, is WebP, has the shape the page reserves for it, and is small enough to precache.
import { readFileSync, statSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { guidePictureNames, guidePictureSize } from '#app/info/guide-pictures'

describe('the guide’s pictures in public/guide', () => {
  it.each(guidePictureNames)(
    '%s.webp is a WebP picture of twice the size the page gives it, at most 40 KB',
    async (name) => {
      const file = `public/guide/${name}.webp`
      expect(statSync(file).size).toBeLessThanOrEqual(40 * 1024)
      const meta = await sharp(readFileSync(file)).metadata()
      expect(meta.format).toBe('webp')
      expect([meta.width, meta.height]).toEqual([guidePictureSize.width * 2, guidePictureSize.height * 2])
    },
  )
})
