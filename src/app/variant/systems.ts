// The app's Chakra system: Chakra's base (utilities, conditions, preflight), its
// theme's tokens and styles, and only the recipes of the components the app uses (the whole default
// theme is 57 slot recipes and 19 recipes, a third of the start-up JavaScript). A component whose
// recipe is missing renders unstyled without a warning: `tests/unit/chakra-recipes.test.ts` fails
// when a file in src/app imports a Chakra component (or asks for a recipe by key) whose recipe is not here.
// Components use the `brand` palette by default; its shades are the variant's, as CSS variables.
// Of Chakra's colour palettes only those the app and the recipes use are kept: building the system's
// tokens is the largest piece of start-up work, and every palette is 18 tokens in light and dark.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
}

export const slotRecipes = {
  alert: alertSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
}

/** gray for neutral; red, orange, green and blue for the error, warning, success and info statuses
 *  (alerts, `fg.error`…) and the app's own `colorPalette`s. `tests/unit/chakra-recipes.test.ts`
 *  checks that every palette src/app names is here. */
export const palettes = ['gray', 'red', 'orange', 'green', 'blue'] as const
const allPalettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink']
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(
      ([name]) => !allPalettes.includes(name) || (palettes as readonly string[]).includes(name),
    ),
  ) as T

/** Chakra's default theme (`defaultConfig`) less the recipes and palettes the app does not use. */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
})

/** The app's one system: the brand shades are the CSS variables `applyVariantToDocument` sets on
 *  <html> for the variant that runs, so the same system (and the same global CSS, written at build
 *  time: `chakra-global-css.ts`) serves every variant. */
export const system: SystemContext = createSystem(
  defaultBaseConfig,
  theme,
  defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          // Chakra's light status texts (red.500, orange.600, green.600) are 3.3 to 3.8:1 on white,
          // and white on its green.600 and orange.600 is too: one shade darker reaches 4.5:1
          // (tests/unit/variant/theme-contrast.test.ts, docs/decisions/080-accessibility-checks.md).
          fg: {
            error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
            warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
            success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          },
          green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
          orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
          brand: {
            solid: { value: 'var(--brand-solid)' },
            contrast: { value: 'var(--brand-contrast)' },
            fg: { value: 'var(--brand-fg)' },
            muted: { value: 'var(--brand-muted)' },
            subtle: { value: 'var(--brand-subtle)' },
            emphasized: { value: 'var(--brand-emphasized)' },
            focusRing: { value: 'var(--brand-solid)' },
          },
        },
      },
    },
    // Placeholders in fg.muted itself: Chakra's fg.muted/80 is 4.3:1 on a grey input.
    globalCss: { html: { colorPalette: 'brand' }, '*::placeholder, *[data-placeholder]': { color: 'fg.muted' } },
  }),
)
