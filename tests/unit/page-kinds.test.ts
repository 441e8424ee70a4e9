// Every page of the app that names one thing is a kind the dashboard counts together.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageKindOf, pageKinds } from '#shared/page-kinds'

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return /^routes\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('kinds of page', () => {
  it('include every route of the app with a parameter', () => {
    const routes = routeFiles('src/app').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'(\/[^']*\$[^']*)'/g)].map((match) => match[1]!),
    )
    expect(routes.length).toBeGreaterThan(10)
    const asKinds = routes.map((route) =>
      route.replace(/\$([a-zA-Z]+)/g, (_, name: string) => (name === 'handle' || name === 'type' ? `:${name}` : ':id')),
    )
    expect([...new Set(asKinds)].sort()).toEqual([...pageKinds].sort())
  })

  it('name an address by its kind, and leave other addresses as they are', () => {
    expect(pageKindOf('/session/b_2Y0abc')).toBe('/session/:id')
    expect(pageKindOf('/event/e1/register')).toBe('/event/:id/register')
    expect(pageKindOf('/channel/c1/edit')).toBe('/channel/:id/edit')
    expect(pageKindOf('/members/ann.able')).toBe('/members/:handle')
    expect(pageKindOf('/scripts')).toBe('/scripts')
    expect(pageKindOf('/session/a/b')).toBe('/session/a/b')
  })
})
