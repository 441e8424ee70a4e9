// The app's Chakra system carries only the recipes of the components it uses (src/app/variant/systems.ts),
// and a component whose recipe is missing renders unstyled without any warning. This walks every
// import from '@chakra-ui/react' in src/app, follows each component into Chakra's own files to find
// the recipe keys it asks for, and checks the system has every one that Chakra's default theme has.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defaultConfig } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { system } from '#app/variant/systems'

const chakraRoot = path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'))
const chakraEsm = path.join(chakraRoot, 'dist/esm')

/** Export name → the file of Chakra's that defines it (only Chakra's own files, not re-exports of Ark). */
function chakraExportFiles(): Map<string, string> {
  const index = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8')
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map((m) => [m[1], m[2]]))
  const files = new Map<string, string>()
  for (const [, names = '', from] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of names.split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/)
      const file = from ?? namespaces.get(local)
      if (local && file?.startsWith('.')) files.set(exported, path.join(chakraEsm, file))
    }
  }
  return files
}

/** The recipe keys a Chakra file and the component files it imports ask for. */
function recipeKeys(file: string, seen = new Set<string>(), keys = new Set<string>()): Set<string> {
  if (seen.has(file)) return keys
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  for (const [, key = ''] of source.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(key)
  for (const [, relative = ''] of source.matchAll(/from '(\.[^']+)'/g)) {
    const next = path.join(path.dirname(file), relative)
    if (next.includes(`${path.sep}components${path.sep}`)) recipeKeys(next, seen, keys)
  }
  return keys
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : []
  })

/** Every value (not type) imported from '@chakra-ui/react' in src/app, with a file that uses it. */
function chakraImports(): Map<string, string> {
  const used = new Map<string, string>()
  for (const file of sourceFiles('src/app')) {
    for (const [, typeOnly, names = ''] of readFileSync(file, 'utf8').matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g,
    )) {
      if (typeOnly) continue
      for (const part of names.split(',')) {
        const name = part.trim()
        if (name && !name.startsWith('type ')) used.set(name.split(/\s+as\s+/)[0] ?? name, file)
      }
    }
  }
  return used
}

/** Recipes a source asks for by key (`useRecipe({ key: 'x' })`, `useSlotRecipe({ key: 'x' })`). */
const keysAskedFor = (source: string) =>
  [...source.matchAll(/use(?:Slot)?Recipe\(\{ key: '([A-Za-z]+)'/g)].map(([call = '', key = '']) => ({
    name: call,
    key,
  }))

/** Recipes src/app asks for by key. */
function recipesByKey(): Array<{ name: string; usedIn: string; key: string }> {
  return sourceFiles('src/app').flatMap((file) =>
    keysAskedFor(readFileSync(file, 'utf8')).map((asked) => ({ ...asked, usedIn: file })),
  )
}

const defaultRecipes = new Set(Object.keys(defaultConfig.theme?.recipes ?? {}))
const defaultSlotRecipes = new Set(Object.keys(defaultConfig.theme?.slotRecipes ?? {}))

describe('the Chakra system', () => {
  const files = chakraExportFiles()
  const needed = [
    ...[...chakraImports()].flatMap(([name, usedIn]) => {
      const file = files.get(name)
      return file ? [...recipeKeys(file)].map((key) => ({ name, usedIn, key })) : []
    }),
    ...recipesByKey(),
  ]

  it('finds the components the app uses (the scan itself works)', () => {
    expect(needed.map(({ key }) => key)).toEqual(expect.arrayContaining(['button', 'dialog', 'field', 'input']))
    expect(keysAskedFor(`const styles = useSlotRecipe({ key: 'dialog' })(props)`).map(({ key }) => key)).toEqual([
      'dialog',
    ])
  })

  it('has every colour palette src/app names', () => {
    const named = sourceFiles('src/app').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/colorPalette(?:=|: )["']([a-z]+)["']|colorPalette=\{[^}]*\}/g)].flatMap(
        ([match, literal]) =>
          literal
            ? [{ palette: literal, file }]
            : // the strings an expression can answer: not the ones it compares with
              [...match.replace(/[!=]==\s*'[^']*'/g, '').matchAll(/'([a-z]+)'/g)].map(([, palette = '']) => ({
                palette,
                file,
              })),
      ),
    )
    expect(named.map(({ palette }) => palette)).toEqual(expect.arrayContaining(['red', 'green', 'brand']))
    const missing = named
      .filter(({ palette }) => !system.tokens.getByName(`colors.${palette}.solid`))
      .map(({ palette, file }) => `${palette} (in ${file})`)
    expect(missing).toEqual([])
  })

  it('has the recipe of every Chakra component src/app imports', () => {
    const missing = needed
      .filter(
        ({ key }) =>
          (defaultRecipes.has(key) && !system.isRecipe(key)) ||
          (defaultSlotRecipes.has(key) && !system.isSlotRecipe(key)),
      )
      .map(({ name, usedIn, key }) => `${name} (in ${usedIn}) needs the '${key}' recipe`)
    expect(missing).toEqual([])
  })
})
