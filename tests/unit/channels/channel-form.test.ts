import { describe, expect, it } from 'vitest'
import { channelMessages, type Channel } from '#contract/channels'
import { channelValues, checkChannelForm, fieldOfServerMessage, newChannelValues } from '#app/channels/channel-form'

const filled = () => ({ ...newChannelValues('Ann Writer'), title: '  Night stories  ' })

describe('the channel form', () => {
  it('sends the trimmed fields, with "Let other platforms import this feed" as the inverse of locked', () => {
    expect(checkChannelForm({ ...filled(), importable: true, ownerEmail: 'ann@example.test' })).toEqual({
      errors: null,
      body: {
        title: 'Night stories',
        description: '',
        author: 'Ann Writer',
        language: 'en',
        category: 'Fiction',
        explicit: false,
        ownerEmail: 'ann@example.test',
        locked: false,
      },
    })
    expect(checkChannelForm(filled()).body?.locked).toBe(true)
  })

  it('says what is wrong beside each field', () => {
    const checked = checkChannelForm({ ...filled(), title: '   ', language: 'english!', ownerEmail: 'not an address' })
    expect(checked.errors).toEqual({
      title: channelMessages.titleRequired,
      language: channelMessages.language,
      ownerEmail: channelMessages.email,
    })
    expect(checkChannelForm({ ...filled(), description: 'x'.repeat(4001) }).errors).toEqual({
      description: 'At most 4000 characters.',
    })
  })

  it('fills the form from a channel', () => {
    const channel = {
      title: 'T',
      description: 'D',
      author: 'A',
      language: 'de',
      category: 'Comedy',
      explicit: true,
      ownerEmail: '',
      locked: false,
      class: { id: 'c1', name: '7B' },
    } as Channel
    expect(channelValues(channel)).toEqual({
      title: 'T',
      description: 'D',
      author: 'A',
      language: 'de',
      category: 'Comedy',
      explicit: true,
      ownerEmail: '',
      importable: true,
      classId: 'c1',
    })
  })

  it('puts the server’s refusals beside the field they concern', () => {
    expect(fieldOfServerMessage(channelMessages.language)).toBe('language')
    expect(fieldOfServerMessage(channelMessages.classHasChannel)).toBe('classId')
    expect(fieldOfServerMessage('Description must be at most 4000 characters long.')).toBe('description')
    expect(fieldOfServerMessage('OwnerEmail must be text.')).toBe('ownerEmail')
    expect(fieldOfServerMessage(channelMessages.notOwner)).toBeNull()
  })
})
