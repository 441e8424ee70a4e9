// Another member logging in on a device that holds someone's unsent take: warned before anything
// is sent; Cancel sends nothing and keeps the take; going on removes it once the sign-in succeeded.
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { rememberDeviceMember } from '#app/offline/device-members'
import { createOfflineServices } from '#app/offline/open-offline'
import type { OfflineServices } from '#app/offline/offline-services'
import { takesOn, type LocalTake } from '#app/takes/takes-store'
import { openTestDatabase } from './offline/support'
import { renderApp } from './support/render-app'
import { testServerForFile, sessionOnly } from './support/test-server'
import { makeUser } from './support/users'
import { deviceFeatures } from '#app/device-features'

const server = testServerForFile()
const xavier = makeUser({ id: 'xavier-id', username: 'xavier', email: 'xavier@example.test' })
const yvonne = makeUser({ id: 'yvonne-id', username: 'yvonne', email: 'yvonne@example.test' })

// Each test opens its own database and leaves it open: the app's throttled query-cache writes
// may still arrive after the test.
const signInsSent = () => server.seen.filter((request) => request.path === '/api/users/authenticate')

async function deviceWithXaviersTake(): Promise<OfflineServices> {
  const offline = createOfflineServices(await openTestDatabase(), {}, deviceFeatures)
  const take: LocalTake = {
    id: 'xavier-take-00001',
    sessionId: 'session-1',
    lineId: 'line-1',
    userId: xavier.id,
    mime: 'audio/webm;codecs=opus',
    startedAt: new Date().toISOString(),
    durationMs: 2000,
    state: 'saved',
    bytes: 0,
    uploadedBytes: 0,
    uploadUrl: null,
    uploadError: null,
  }
  await takesOn(offline).create(take)
  await takesOn(offline).appendChunk(take.id, 0, new Uint8Array([1, 2, 3]).buffer, 2000)
  rememberDeviceMember(localStorage, xavier)
  return offline
}

async function logIn(username: string) {
  fireEvent.change(screen.getByLabelText('User ID or Email'), { target: { value: username } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } })
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('logging in on a device with another member’s unsent take', () => {
  it('warns before sending anything; Cancel keeps the take and sends nothing', async () => {
    const device = await deviceWithXaviersTake()
    await renderApp({ path: '/login', apiUrl: server.url, offline: device })
    await screen.findByRole('dialog')
    await logIn('yvonne')
    const warning = await screen.findByRole('alert')
    expect(warning.textContent).toContain('Another member’s work is waiting on this device')
    expect(warning.textContent).toContain('1 take')
    expect(signInsSent()).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByLabelText('User ID or Email')).toBeTruthy()
    expect(signInsSent()).toHaveLength(0)
    expect((await takesOn(device).assemble('xavier-take-00001'))?.size).toBe(3)
  })

  it('going on signs in, then removes the take that was named', async () => {
    server.answer(sessionOnly({ user: yvonne, token: 'yvonne-token' }))
    const device = await deviceWithXaviersTake()
    const { auth } = await renderApp({ path: '/login', apiUrl: server.url, offline: device })
    await screen.findByRole('dialog')
    await logIn('yvonne')
    expect(within(await screen.findByRole('alert')).getByText(/1 take/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove it and continue' }))
    expect(await screen.findByRole('heading', { name: 'Scripts', level: 1 })).toBeTruthy()
    expect(signInsSent()).toHaveLength(1)
    expect(auth.getUser()?.id).toBe(yvonne.id)
    expect(await takesOn(device).get('xavier-take-00001')).toBeUndefined()
  })

  it('asks nothing of the take’s owner, by user ID or e-mail in any case, and keeps the take', async () => {
    server.answer(sessionOnly({ user: xavier, token: 'xavier-token' }))
    const device = await deviceWithXaviersTake()
    await renderApp({ path: '/login', apiUrl: server.url, offline: device })
    await screen.findByRole('dialog')
    await logIn('  XAVIER@example.test ')
    expect(await screen.findByRole('heading', { name: 'Scripts', level: 1 })).toBeTruthy()
    expect(await takesOn(device).get('xavier-take-00001')).toBeDefined()
  })
})
