import { expect, it } from 'vitest'
import { deviceDownloadRecords } from '../../../src/app/episode-downloads/download-records'
import { formatSize } from '../../../src/app/episode-downloads/format-size'
import { newId } from '../../../src/shared/new-id'
import { episode } from './support'

it('keeps a record per episode, newest first, and forgets one or all', async () => {
  const records = deviceDownloadRecords(`downloads-${newId()}`)
  await records.put({ episode: episode('a'), url: 'http://podcast.localhost/api/episode-audio/a.mp3', size: 1000, downloadedAt: 1 })
  await records.put({ episode: episode('b'), url: 'http://podcast.localhost/api/episode-audio/b.mp3', size: 2000, downloadedAt: 2 })
  await records.put({ episode: episode('a'), url: 'http://podcast.localhost/api/episode-audio/a.mp3', size: 1500, downloadedAt: 3 })
  expect((await records.all()).map((record) => [record.episode.id, record.size])).toEqual([
    ['a', 1500],
    ['b', 2000],
  ])
  expect((await records.get('b'))?.size).toBe(2000)
  await records.remove('a')
  expect((await records.all()).map((record) => record.episode.id)).toEqual(['b'])
  await records.clear()
  expect(await records.all()).toEqual([])
})

it('says sizes as people read them', () => {
  expect(formatSize(500)).toBe('1 KB')
  expect(formatSize(3.4 * 1024 * 1024)).toBe('3.4 MB')
  expect(formatSize(1.25 * 1024 ** 3)).toBe('1.3 GB')
})
