import { Button, Stack } from '@chakra-ui/react'
import { memo } from 'react'
import type { Session } from '#contract/sessions'
import type { TakeTrim } from '#contract/takes'
import { moveBetweenLines } from './line-arrow-keys'
import { LineRow } from './line-row'
import { isMyLine } from './my-lines'
import { sameProps } from './same-props'
import { sameStudioTakes, type StudioTake } from './studio-takes'
import { CompareBar } from './compare-bar'
import { TakeRow } from './take-row'
import type { TakeCompare } from './use-take-compare'

type Line = Session['script']['lines'][number]

/** What every line is told: who plays or is chosen, and what a press does. Kept stable by the studio,
 *  so a line whose takes did not change is not drawn again (a press of Record re-rendered every line
 *  and take of the script: most of the time from the press to Stop on a slow phone, issue 38). */
interface LineActions {
  playingId: string | null
  choosingId: string | null
  /** The take whose trim editor is open. */
  trimmingId: string | null
  onSelect: (lineId: string) => void
  onPlay: (takeId: string) => void
  onChoose: (takeId: string) => void
  onToggleTrim: (takeId: string) => void
  loadAudio: (take: { id: string }) => Promise<Blob>
  onTrim: (takeId: string, trim: TakeTrim) => void
  compare: TakeCompare
}

interface LinesListProps extends LineActions {
  session: Session
  roleIds: ReadonlySet<string>
  currentLineId: string | null
  takesByLine: ReadonlyMap<string, StudioTake[]>
  /** The line whose take "Play session" plays now. */
  playingLineId: string | null
}

const noTakes: StudioTake[] = []

/** The script's lines in order, each with its takes (newest first); arrow keys move between lines. */
export function LinesList({ session, roleIds, currentLineId, takesByLine, playingLineId, ...actions }: LinesListProps) {
  const roleNames = new Map(session.script.roles.map((role) => [role.id, role.name]))
  return (
    <Stack as="ul" role="list" gap="2" ps="0" aria-label="Lines" onKeyDown={moveBetweenLines}>
      {session.script.lines.map((line) => (
        <LineWithTakes
          key={line.id}
          line={line}
          roleName={line.roleId ? (roleNames.get(line.roleId) ?? null) : null}
          mine={isMyLine(line, roleIds)}
          current={line.id === currentLineId}
          playing={line.id === playingLineId}
          takes={takesByLine.get(line.id) ?? noTakes}
          {...actions}
        />
      ))}
    </Stack>
  )
}

interface LineWithTakesProps extends LineActions {
  line: Line
  roleName: string | null
  mine: boolean
  current: boolean
  playing: boolean
  takes: readonly StudioTake[]
}

const LineWithTakes = memo(
  function LineWithTakes({ line, roleName, mine, current, playing, takes, ...actions }: LineWithTakesProps) {
    const { onSelect, compare } = actions
    return (
      <LineRow
        line={line}
        roleName={roleName}
        mine={mine}
        current={current}
        playing={playing}
        onSelect={() => onSelect(line.id)}
      >
        {takes.map((take) => (
          <TakeRow
            key={take.id}
            take={take}
            playing={actions.playingId === take.id}
            choosing={actions.choosingId === take.id}
            trimming={actions.trimmingId === take.id}
            onPlay={actions.onPlay}
            onChoose={actions.onChoose}
            onToggleTrim={actions.onToggleTrim}
            loadAudio={actions.loadAudio}
            onTrim={actions.onTrim}
          />
        ))}
        <CompareTakes takes={takes} compare={compare} />
      </LineRow>
    )
  },
  sameProps<LineWithTakesProps, 'takes'>('takes', sameStudioTakes),
)

/** "Compare" on a line with two takes or more: the one that counts (chosen, else newest) against the
 *  newest other; the bar while they are compared. */
function CompareTakes({ takes, compare }: { takes: readonly StudioTake[]; compare: TakeCompare }) {
  const counting = takes.find((take) => take.chosen) ?? takes[0]
  const other = takes.find((take) => take !== counting)
  if (!counting || !other) return null
  const asCompared = (take: StudioTake) => ({ id: take.id, name: `Take ${take.number}`, trim: take.trim })
  if (compare.takes?.some((take) => take.id === counting.id || take.id === other.id))
    return <CompareBar compare={compare} />
  return (
    <Button size="xs" variant="outline" onClick={() => compare.start(asCompared(counting), asCompared(other))}>
      Compare
    </Button>
  )
}
