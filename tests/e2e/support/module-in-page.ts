// A module of the app with no imports, compiled and put into a blank page as it is (TypeScript's own
// transpiler), so a browser test can drive it with the engine's real Web Audio.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import ts from 'typescript'

/** Puts `file`'s exports on `window[name]`. */
export async function loadModuleInPage(page: Page, file: string, name: string): Promise<void> {
  const source = readFileSync(file, 'utf8')
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  const exported = [...outputText.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map(
    (match) => match[1],
  )
  await page.addScriptTag({ type: 'module', content: `${outputText}\nwindow.${name} = { ${exported.join(', ')} }` })
  await page.waitForFunction((key) => key in window, name)
}
