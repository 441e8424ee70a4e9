// What /membership explains: each privilege in SPEC §6's words, and the plans that carry them.
import type { Privilege } from '#contract/privileges'

export const privilegeGives: Record<Privilege, string> = {
  read_free_script: 'The Script Library: open the free scripts and record from them, with its menu item.',
  audio_library:
    'The Audio Library: your own music beds, ambience, sound effects and voice references to lay under a session, with its menu item.',
  show_metrics: 'Metrics: the usage dashboard.',
  draft: 'The Drafts tab in the metrics header.',
  teacher: 'My Class on the podcast site: classes, join codes, pupils’ accounts and a class channel.',
  student: 'A student’s account in a class; a teacher helps with it.',
}

export interface Plan {
  name: string
  summary: string
  privileges: Privilege[]
}

export const plans: Plan[] = [
  {
    name: 'Member',
    summary:
      'Free: write drafts and scripts, record sessions alone or with friends, share links, a portfolio and the podcast site.',
    privileges: [],
  },
  { name: 'Script Library', summary: 'Record from the library of free scripts.', privileges: ['read_free_script'] },
  {
    name: 'Audio Library',
    summary: 'Keep your own audio and lay it under your sessions.',
    privileges: ['audio_library'],
  },
  { name: 'Metrics', summary: 'For the staff who run the site.', privileges: ['show_metrics', 'draft'] },
  {
    name: 'School',
    summary: 'Teachers run classes; students join with a class code. Given by the school, not bought.',
    privileges: ['teacher', 'student'],
  },
]
