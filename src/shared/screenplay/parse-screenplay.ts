// Reads a draft into roles and lines. The draft is either a Fountain screenplay (character cues) or
// plain `NAME: line` text; both readings are made (each is one linear pass) and the one that finds
// more speeches wins, Fountain on a tie. Title page, notes and boneyard are handled first.
import type { ParsedScript } from './parsed-script'
import { readColonBody } from './colon-body'
import { stripEmphasis } from './emphasis'
import { readFountainBody } from './fountain-body'
import { linesWithoutNotes } from './remove-notes'
import { collapseSpaces, roleKey } from './script-builder'
import { readRoleNotes, readTitlePage } from './title-page'

export function parseScreenplay(text: string): ParsedScript {
  const normalised = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
  const lines = linesWithoutNotes(normalised)
  const { entries, bodyStart } = readTitlePage(lines)

  const fountain = readFountainBody(lines, bodyStart)
  const colon = readColonBody(lines, bodyStart)
  const { builder } = colon.speeches > fountain.cues ? colon : fountain

  const descriptions = new Map(
    readRoleNotes(entries.get('roles') ?? []).map((note) => [roleKey(note.name), note.description]),
  )
  const roles = builder.roleNames().map((name) => ({ name, description: descriptions.get(roleKey(name)) ?? '' }))

  const value = (key: string) => {
    const found = entries.get(key)
    return found && found.length > 0 ? collapseSpaces(stripEmphasis(found.join(' '))) || null : null
  }
  const descriptionKey = entries.get('description')?.length ? 'description' : 'notes'
  const meta: Record<string, string> = {}
  for (const [key, values] of entries) {
    if (key !== 'title' && key !== descriptionKey) meta[key] = values.join('\n')
  }
  return { title: value('title'), description: value(descriptionKey), meta, roles, lines: builder.lines }
}
