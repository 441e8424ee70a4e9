import { Button, Stack } from '@chakra-ui/react'
import type { Session } from '#contract/sessions'
import type { TakeTrim } from '#contract/takes'
import { moveBetweenLines } from './line-arrow-keys'
import { LineRow } from './line-row'
import { isMyLine } from './my-lines'
import type { StudioTake } from './studio-takes'
import { CompareBar } from './compare-bar'
import { TakeRow } from './take-row'
import { TakeTrimEditor } from './take-trim-editor'
import type { TakeCompare } from './use-take-compare'

interface LinesListProps {
  session: Session
  roleIds: ReadonlySet<string>
  currentLineId: string | null
  takesByLine: ReadonlyMap<string, StudioTake[]>
  /** The line whose take "Play session" plays now. */
  playingLineId: string | null
  playingId: string | null
  choosingId: string | null
  onSelect: (lineId: string) => void
  onPlay: (takeId: string) => void
  onChoose: (takeId: string) => void
  /** The take whose trim editor is open. */
  trimmingId: string | null
  onToggleTrim: (takeId: string) => void
  loadAudio: (take: { id: string }) => Promise<Blob>
  onTrim: (takeId: string, trim: TakeTrim) => void
  compare: TakeCompare
}

/** The script's lines in order, each with its takes (newest first); arrow keys move between lines. */
export function LinesList({
  session,
  roleIds,
  currentLineId,
  takesByLine,
  playingLineId,
  playingId,
  choosingId,
  onSelect,
  onPlay,
  onChoose,
  trimmingId,
  onToggleTrim,
  loadAudio,
  onTrim,
  compare,
}: LinesListProps) {
  const roleNames = new Map(session.script.roles.map((role) => [role.id, role.name]))
  return (
    <Stack as="ul" role="list" gap="2" ps="0" aria-label="Lines" onKeyDown={moveBetweenLines}>
      {session.script.lines.map((line) => (
        <LineRow
          key={line.id}
          line={line}
          roleName={line.roleId ? (roleNames.get(line.roleId) ?? null) : null}
          mine={isMyLine(line, roleIds)}
          current={line.id === currentLineId}
          playing={line.id === playingLineId}
          onSelect={() => onSelect(line.id)}
        >
          {takesByLine.get(line.id)?.map((take) => (
            <TakeRow
              key={take.id}
              take={take}
              playing={playingId === take.id}
              choosing={choosingId === take.id}
              onPlay={() => onPlay(take.id)}
              onChoose={() => onChoose(take.id)}
              trimming={trimmingId === take.id}
              onToggleTrim={() => onToggleTrim(take.id)}
            >
              <TakeTrimEditor
                takeId={take.id}
                name={`Take ${take.number}`}
                trim={take.trim}
                load={loadAudio}
                onTrim={(trim) => onTrim(take.id, trim)}
              />
            </TakeRow>
          ))}
          <CompareTakes takes={takesByLine.get(line.id) ?? []} compare={compare} />
        </LineRow>
      ))}
    </Stack>
  )
}

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
