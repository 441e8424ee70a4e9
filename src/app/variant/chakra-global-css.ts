// Chakra's global CSS (its cascade layers, reset, global styles and every token as a CSS variable)
// as a stylesheet written at build time. In the browser, Chakra's `createSystem` would build it as
// objects and ChakraProvider would turn those into CSS through emotion (serialize, hash, parse some
// 28 KB) on every page load: a long task on a phone before anything Chakra draws can paint. See
// docs/decisions/050-chakra-global-css-at-build.md.
import type { SystemContext } from '@chakra-ui/react'
import { serializeStyles } from '@emotion/serialize'
import { compile, middleware, prefixer, serialize, stringify } from 'stylis'
import type { Plugin } from 'vite'

export const chakraGlobalCssId = 'virtual:chakra-global.css'

/** The CSS ChakraProvider's two Global elements insert for `system`, as emotion writes it. */
export function chakraGlobalCss(system: SystemContext): string {
  const { styles } = serializeStyles([[system.layers.atRule, ...system._global]])
  return serialize(compile(styles), middleware([prefixer, stringify]))
}

// Chakra's `createSystem` (3.37.0, pinned) computes the global CSS eagerly; the app's bundle gets
// an empty list in its place, so ChakraProvider inserts nothing global either.
const eagerGlobalCss = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const systemModule = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/

/** `import 'virtual:chakra-global.css'` is `system`'s global CSS, which the bundled Chakra no longer
 *  builds at run time. The build fails if Chakra's code has changed shape. */
export function chakraGlobalCssPlugin(system: SystemContext): Plugin {
  const resolvedId = `\0${chakraGlobalCssId}`
  return {
    name: 'chakra-global-css',
    resolveId: (id) => (id === chakraGlobalCssId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? chakraGlobalCss(system) : undefined),
    transform(code, id) {
      if (!systemModule.test(id)) return undefined
      if (!code.includes(eagerGlobalCss))
        this.error(`${id} no longer has "${eagerGlobalCss}": see chakra-global-css.ts`)
      return { code: code.replace(eagerGlobalCss, 'const _global = [];'), map: null }
    },
  }
}
