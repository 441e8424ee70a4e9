// Reads the multipart body of POST /api/users/profile into validated text fields and at most one
// photo and one intro, each held in memory (they are small and capped). Every failure of the
// form itself (not multipart, cut off, too many parts, a file too large) is a 4xx with a message.
import type { FastifyRequest } from 'fastify'
import { profileFieldsSchema, profileLimits } from '#contract/profiles'
import { HttpError } from '../http/errors'
import { describeIssue } from '../http/validation'
import type { z } from 'zod'

export type ProfileForm = {
  fields: z.output<typeof profileFieldsSchema>
  photo?: Buffer
  intro?: Buffer
}

export const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: 4096,
  fields: 20,
  // One byte over the intro cap, so a too-large intro is told apart from one exactly at the cap.
  fileSize: profileLimits.introMaxBytes + 1,
  files: 2,
  parts: 22,
  headerPairs: 100,
}

const fileFields = new Set(['photo', 'intro'])

export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the profile as multipart/form-data.')
  const text: Record<string, string> = {}
  const files: { photo?: Buffer; intro?: Buffer } = {}
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      const name = part.fieldname
      if (name in text || (name === 'photo' || name === 'intro' ? files[name] : false)) {
        throw new HttpError(400, `The field ${name} was sent twice.`)
      }
      if (part.type === 'file') {
        if (!fileFields.has(name)) throw new HttpError(400, `Unexpected file field: ${name}.`)
        files[name as 'photo' | 'intro'] = await part.toBuffer()
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(400, `The field ${name} is too long.`)
        text[name] = String(part.value)
      }
    }
  } catch (error) {
    throw formError(error)
  }
  if (Object.values(text).some((value) => value.includes('\u0000'))) {
    throw new HttpError(400, 'The request contains a NUL character, which is not allowed.')
  }
  const checked = profileFieldsSchema.safeParse(text, { error: (issue) => describeIssue(issue, 'body') })
  if (!checked.success) throw new HttpError(400, checked.error.issues[0]?.message ?? 'The profile is not valid.')
  return { fields: checked.data, ...files }
}

function formError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'A file is too large (photo at most 5 MB, intro at most 10 MB).')
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'The form has too many parts.')
  }
  return new HttpError(400, 'The form data could not be read.')
}
