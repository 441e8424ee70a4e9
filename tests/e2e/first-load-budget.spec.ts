// The gzipped JavaScript of a first visit, against its budget (tests/support/first-load-javascript.ts
// measures it and holds the budgets). Sizes of a given build are deterministic, so this is a real
// check; on failure the message lists every file with its gzipped size, largest first.
import { expect } from '@playwright/test'
import { test } from './support/test'
import {
  createMember,
  describeFirstLoad,
  firstLoadBudgets,
  kb,
  measureLoginFirstLoad,
  measureScriptsFirstLoad,
} from '../support/first-load-javascript'

test(`a visitor's first visit to /login loads at most ${kb(firstLoadBudgets.login)} of JavaScript, gzipped`, async ({
  browser,
  baseURL,
}) => {
  const load = await measureLoginFirstLoad(browser, baseURL!)
  expect(load.totalGzipBytes, describeFirstLoad(load)).toBeLessThanOrEqual(load.budgetBytes)
})

test(`a signed-in member's visit to /scripts with nothing cached loads at most ${kb(firstLoadBudgets.scripts)} of JavaScript, gzipped`, async ({
  browser,
  baseURL,
}) => {
  const member = await createMember(baseURL!)
  const load = await measureScriptsFirstLoad(browser, baseURL!, member)
  expect(load.totalGzipBytes, describeFirstLoad(load)).toBeLessThanOrEqual(load.budgetBytes)
})
