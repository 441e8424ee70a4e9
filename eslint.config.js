import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'drizzle/meta'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // An import that climbs two folders, or leaves its folder from the folder's top, names its file
  // through an alias of package.json's "imports" (#app/…, #server/…, decision 087):
  // `node --import tsx scripts/codemods/use-import-aliases.ts` rewrites it. The root's configuration
  // files have no alias (`../../vite.config`).
  {
    files: ['{src,tests,scripts,sw}/**/*.{ts,tsx}'],
    rules: relativeImports(/^(?!(\.\.\/)+[\w-]+\.config$)(\.\.\/){2,}/, 'climbs two folders'),
  },
  {
    files: ['src/*/*.{ts,tsx}', '{tests,scripts,sw}/*.{ts,tsx}'],
    rules: relativeImports(/^(?!(\.\.\/)+[\w-]+\.config$)\.\.\//, 'leaves its folder'),
  },
)

/** The rules that forbid a relative import, static or dynamic, whose path matches `pattern`. */
function relativeImports(pattern, what) {
  const message = `This import ${what}: use the alias (#app/…, #server/…, #contract/…, #shared/…, #tests/…, #scripts/…).`
  return {
    'no-restricted-imports': ['error', { patterns: [{ regex: pattern.source, message }] }],
    'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal[value=${pattern}]`, message }],
  }
}
