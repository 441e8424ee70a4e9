// A Freesound sound as our members see it, and the credit line its licence asks for.
import type { FreesoundSound } from '#contract/freesound'
import type { AudioAttributionInput } from '../audio-library/service'
import { licenceOf } from './licences'
import type { UpstreamSound } from './upstream'

export function toFreesoundSound(sound: UpstreamSound, previewUrl: string): FreesoundSound {
  const licence = licenceOf(sound.license)
  return {
    id: sound.id,
    name: sound.name,
    author: sound.username,
    durationSeconds: sound.duration,
    licenceName: licence.name,
    licenceUrl: licence.url,
    tags: sound.tags,
    previewUrl,
    url: sound.url,
  }
}

/** `"Rain on a tin roof" by alice (freesound.org/people/alice/sounds/123/), CC BY 4.0` */
export function attributionOf(sound: UpstreamSound): AudioAttributionInput {
  const licence = licenceOf(sound.license)
  const place = sound.url.replace(/^https?:\/\//i, '')
  return {
    freesoundId: sound.id,
    url: sound.url,
    author: sound.username,
    licenceName: licence.name,
    licenceUrl: licence.url,
    attribution: `"${sound.name}" by ${sound.username} (${place}), ${licence.name}`,
  }
}
