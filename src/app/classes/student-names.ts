// The "Student names, one per line" list of "Create student accounts", read as the server will take it.
import { classLimits, classMessages } from '#contract/classes'

export type StudentNames = { names: string[]; error: null } | { names: string[]; error: string }

/** One name per non-empty line, trimmed; an error names what the server would refuse. */
export function readStudentNames(text: string): StudentNames {
  const names = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (names.length === 0) return { names, error: classMessages.namesRequired }
  if (names.length > classLimits.studentsPerBatch) {
    return { names, error: `At most ${classLimits.studentsPerBatch} names at a time; this list has ${names.length}.` }
  }
  const long = names.find((name) => name.length > classLimits.studentNameMax)
  if (long)
    return {
      names,
      error: `A name can have at most ${classLimits.studentNameMax} characters: "${long.slice(0, 20)}…".`,
    }
  return { names, error: null }
}
