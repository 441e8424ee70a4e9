import { describe, expect, it } from 'vitest'
import {
  canEditPortfolioLink,
  changesOf,
  closingRefusal,
  fieldsOf,
  hasChanges,
  invalidEmailMessage,
  validateChanges,
  withoutSpaces,
} from '#app/profiles/editor/profile-form'
import { makeUser, userWith } from '#tests/unit/support/users'

const schoolClass = { id: 'c1', name: '5B', school: { name: 'Hill School', country: 'NZ' } }
const student = makeUser({ classes: [{ ...schoolClass, membership: 'student' }], privileges: ['read_free_script'] })
const teacher = makeUser({ classes: [{ ...schoolClass, membership: 'teacher' }], privileges: ['teacher'] })

describe('profile form', () => {
  it('removes every space from the handle', () => {
    expect(withoutSpaces(' ann  the\tvoice ')).toBe('annthevoice')
  })

  it('has no changes until a field differs from the saved user', () => {
    const user = makeUser({ name: 'Ann', location: 'Oslo' })
    const untouched = changesOf(user, { fields: fieldsOf(user), photo: null, intro: null })
    expect(hasChanges(untouched)).toBe(false)
    // Typing spaces around the same value is no change either.
    expect(
      hasChanges(
        changesOf(user, { fields: { ...fieldsOf(user), name: ' Ann ', handle: 'a n n' }, photo: null, intro: null }),
      ),
    ).toBe(false)
    expect(hasChanges(changesOf(user, { fields: fieldsOf(user), photo: 'remove', intro: null }))).toBe(true)
    expect(hasChanges(changesOf(user, { fields: fieldsOf(user), photo: null, intro: new Blob(['x']) }))).toBe(true)
  })

  it('sends only what changed, and credentials only for a new e-mail or password', () => {
    const user = makeUser({ name: 'Ann', location: 'Oslo' })
    const changes = changesOf(user, {
      fields: { ...fieldsOf(user), location: '', nameVisibility: 'protected', handle: 'ann b' },
      photo: null,
      intro: null,
    })
    expect(changes).toMatchObject({
      credential: null,
      text: { location: '', handle: 'annb' },
      visibility: { nameVisibility: 'protected' },
    })
    const credential = changesOf(user, {
      fields: { ...fieldsOf(user), email: ' new@example.com ', newPassword: 'secret7' },
      photo: null,
      intro: null,
    })
    expect(credential.credential).toEqual({ newEmail: 'new@example.com', newPassword: 'secret7' })
    expect(credential.text).toEqual({})
  })

  it('checks the e-mail, the new password and the current password before sending', () => {
    const user = makeUser()
    const bad = changesOf(user, {
      fields: { ...fieldsOf(user), email: 'nope', newPassword: '123' },
      photo: null,
      intro: null,
    })
    expect(validateChanges(bad, '', 6)).toEqual({
      email: invalidEmailMessage,
      newPassword: 'Your password needs to contain at least 6 characters.',
      currentPassword: expect.any(String) as string,
    })
    expect(invalidEmailMessage).toBe('Please enter a valid email address.')
    const good = changesOf(user, { fields: { ...fieldsOf(user), email: 'ann@example.org' }, photo: null, intro: null })
    expect(validateChanges(good, 'old-pass', 6)).toEqual({})
  })

  it('lets only members with privileges and without a class edit the custom link', () => {
    expect(canEditPortfolioLink(makeUser())).toBe(false)
    expect(canEditPortfolioLink(userWith('read_free_script'))).toBe(true)
    expect(canEditPortfolioLink(student)).toBe(false)
    // A locked link is never sent, whatever the field holds.
    expect(
      changesOf(makeUser(), {
        fields: { ...fieldsOf(makeUser()), portfolioLink: 'https://x.test' },
        photo: null,
        intro: null,
      }).text,
    ).toEqual({})
  })

  it('gives teachers and students their SPEC §6 message instead of closing', () => {
    expect(closingRefusal(teacher)).toBe(
      'Kindly reach out to your vendor of the product if you wish to close your school account.',
    )
    expect(closingRefusal(student)).toBe('Need to close your account? Please ask your teacher for help.')
    expect(closingRefusal(userWith('student'))).toBe('Need to close your account? Please ask your teacher for help.')
    expect(closingRefusal(makeUser())).toBeNull()
  })
})
