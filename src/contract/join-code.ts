// A class's join code (contract/classes), also typed at registration (contract/users).
import { z } from 'zod/mini'

/** 8 characters without look-alikes (no 0/O, 1/I/L). */
export const joinCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const joinCodeLength = 8
export const joinCodeMessage = 'This class code is not valid.'

/** What a member types: spaces and dashes are ignored, lower case is upper case. */
export const normaliseJoinCode = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase()

export const joinCodeInput = z
  .pipe(z.string().check(z.maxLength(40)), z.transform(normaliseJoinCode))
  .check(
    z.refine(
      (value) => value.length === joinCodeLength && [...value].every((c) => joinCodeAlphabet.includes(c)),
      joinCodeMessage,
    ),
  )
