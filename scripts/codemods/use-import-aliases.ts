// Rewrites relative imports into the aliases of package.json's "imports" (decision 087): an import
// that leaves its folder (src/app, src/server, src/contract, src/shared, tests, scripts, sw) or climbs
// two folders or more becomes `#app/…`; `./x` and one `../x` inside the same folder stay. It reads
// import and export declarations, `import()` (of values and of types), `vi.mock()`-style calls and
// `declare module`, from the syntax tree, so a string that only looks like an import is left alone.
//   node --import tsx scripts/codemods/use-import-aliases.ts            rewrite every tracked file
//   node --import tsx scripts/codemods/use-import-aliases.ts --check    list what it would rewrite, exit 1 if any
//   node --import tsx scripts/codemods/use-import-aliases.ts FILE…      only those files
// Then `npx prettier --write` on the files it names: a shorter line may now fit on one.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Folders whose files may be rewritten, the aliases' folders and sw/, which has none of its own. */
const rewrittenFolders = ['src', 'tests', 'scripts', 'sw']
const sourceFile = /\.(ts|tsx|mts|cts)$/

/** Each alias of package.json's "imports" with its folder: { alias: '#app/', folder: 'src/app/' }. */
export function readAliases(packageJson: string): { alias: string; folder: string }[] {
  const { imports = {} } = JSON.parse(packageJson) as { imports?: Record<string, string> }
  return Object.entries(imports).map(([key, target]) => {
    if (!key.endsWith('/*') || !target.startsWith('./') || !target.endsWith('/*'))
      throw new Error(`package.json imports: expected "#name/*": "./folder/*", found "${key}": "${target}"`)
    return { alias: key.slice(0, -1), folder: target.slice(2, -1) }
  })
}

/** The folder a path inside the repository belongs to: an alias's folder, sw/, or '' (the root). */
function areaOf(file: string, aliases: { folder: string }[]): string {
  const folder = aliases.find(({ folder }) => file.startsWith(folder))?.folder
  return folder ?? (file.startsWith('sw/') ? 'sw/' : '')
}

/** The specifier `specifier`, written in `file` (both relative to the root), should have: an alias
 *  or itself. */
export function aliasedSpecifier(file: string, specifier: string, aliases: { alias: string; folder: string }[]) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return specifier
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  const to = aliases.find(({ folder }) => target.startsWith(folder))
  if (!to) return specifier
  const leavesItsFolder = areaOf(file, aliases) !== to.folder
  const climbsTwo = specifier.startsWith('../../')
  return leavesItsFolder || climbsTwo ? to.alias + target.slice(to.folder.length) : specifier
}

/** The string literals of `source` that name a module: what import, export, import(), import types,
 *  `vi.mock()`-like calls and `declare module` name. */
function moduleSpecifiers(source: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteralLike(node.moduleSpecifier)) found.push(node.moduleSpecifier)
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      found.push(node.name)
    } else if (ts.isImportTypeNode(node)) {
      const literal = ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined
      if (literal && ts.isStringLiteralLike(literal)) found.push(literal)
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression
      const named = (name: string) =>
        (ts.isPropertyAccessExpression(callee) && callee.name.text === name) ||
        (ts.isIdentifier(callee) && callee.text === name)
      const mockOrImport = ['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock', 'require']
      if (callee.kind === ts.SyntaxKind.ImportKeyword || mockOrImport.some(named)) found.push(node.arguments[0])
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression
      if (ts.isStringLiteralLike(expression)) found.push(expression)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** `text` of `file` with its imports aliased, and how many it changed. */
export function rewriteImports(file: string, text: string, aliases: { alias: string; folder: string }[]) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const edits = moduleSpecifiers(source)
    .map((literal) => ({ literal, specifier: aliasedSpecifier(file, literal.text, aliases) }))
    .filter(({ literal, specifier }) => specifier !== literal.text)
    .sort((a, b) => b.literal.getStart(source) - a.literal.getStart(source))
  let rewritten = text
  for (const { literal, specifier } of edits) {
    // The literal's own quotes are kept: only what lies between them changes.
    const start = literal.getStart(source) + 1
    rewritten = rewritten.slice(0, start) + specifier + rewritten.slice(literal.end - 1)
  }
  return { text: rewritten, changes: edits.length }
}

function main(args: string[]) {
  const check = args.includes('--check')
  const named = args.filter((arg) => arg !== '--check')
  const aliases = readAliases(readFileSync(path.join(root, 'package.json'), 'utf8'))
  const files = named.length
    ? named.map((file) => path.relative(root, path.resolve(file)).replace(/\\/g, '/'))
    : execFileSync('git', ['ls-files', '--', ...rewrittenFolders], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter((file) => sourceFile.test(file))
  let total = 0
  const changed: string[] = []
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8')
    const result = rewriteImports(file, text, aliases)
    if (!result.changes) continue
    total += result.changes
    changed.push(file)
    if (!check) writeFileSync(path.join(root, file), result.text)
  }
  for (const file of changed) console.log(file)
  console.error(`${check ? 'would rewrite' : 'rewrote'} ${total} imports in ${changed.length} files`)
  if (check && total) process.exitCode = 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2))
