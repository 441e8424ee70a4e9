// What actors look at when they pick a role: how many lines each role speaks and for how long.
// Only dialogue counts; directions and action are not spoken by the role.
import type { ScriptContent } from '#contract/scripts'
import { countWords, estimateSpeakingSeconds } from '../speech'

export interface RoleStats {
  roleId: string
  name: string
  lineCount: number
  wordCount: number
  estimatedSeconds: number
}

export interface ScriptStats {
  /** In the script's role order. */
  roles: RoleStats[]
  totals: {
    roleCount: number
    /** Every line, action and directions included. */
    lineCount: number
    dialogueLineCount: number
    /** Spoken words, and the time they take to say. */
    wordCount: number
    estimatedSeconds: number
  }
}

export function scriptStats(content: Pick<ScriptContent, 'roles' | 'lines'>): ScriptStats {
  const byRole = new Map(
    content.roles.map((role) => [role.id, { roleId: role.id, name: role.name, lineCount: 0, wordCount: 0 }]),
  )
  let dialogueLineCount = 0
  let wordCount = 0
  for (const line of content.lines) {
    if (line.kind !== 'dialogue') continue
    const words = countWords(line.text)
    dialogueLineCount += 1
    wordCount += words
    const role = line.roleId === null ? undefined : byRole.get(line.roleId)
    if (role) {
      role.lineCount += 1
      role.wordCount += words
    }
  }
  return {
    roles: [...byRole.values()].map((role) => ({ ...role, estimatedSeconds: estimateSpeakingSeconds(role.wordCount) })),
    totals: {
      roleCount: content.roles.length,
      lineCount: content.lines.length,
      dialogueLineCount,
      wordCount,
      estimatedSeconds: estimateSpeakingSeconds(wordCount),
    },
  }
}
