// The page's look (variant-look.ts, in the first load) and the installed app's manifest
// (src/shared/site-manifest.ts, on the server) name each site and its colour apart, so that the
// first load carries no manifest code; they must agree.
import { expect, it } from 'vitest'
import { siteIdentity } from '#shared/site-manifest'
import { variantLook } from '#app/variant/variant-look'
import { variants } from '#app/variant/variant'

it.each(variants)('the %s site has one name and one colour', (variant) => {
  expect(variantLook[variant].title).toBe(siteIdentity[variant].name)
  expect(variantLook[variant].brand).toBe(siteIdentity[variant].themeColor)
  expect(siteIdentity[variant].backgroundColor).toBe(variantLook[variant].dark ? '#000000' : '#ffffff')
})
