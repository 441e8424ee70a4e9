// The playlist's episodes in play order. Its owner reorders them by dragging a row's handle
// (pointer or touch), by keyboard on the handle (Space or Enter picks up, arrows move, Space or
// Enter drops, Escape cancels; each step announced to screen readers), or with "Move up" /
// "Move down"; every move sends the whole new order.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconButton, Stack } from '@chakra-ui/react'
import type { EpisodeSummary } from '#contract/episodes'
import { moveItem } from './playlist-ops'
import { PlaylistEpisodeRow, type RowActions } from './playlist-episode-row'

interface SortableEpisodesProps extends RowActions {
  episodes: EpisodeSummary[]
  playingId: string | null
  canEdit: boolean
  onReorder: (episodeIds: string[]) => void
}

function SortableRow({
  episode,
  ...props
}: RowActions & {
  episode: EpisodeSummary
  index: number
  count: number
  playing: boolean
  onMove: (to: number) => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: episode.id,
  })
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      size="sm"
      variant="ghost"
      aria-label={`Move ${episode.title}`}
      cursor="grab"
      style={{ touchAction: 'none' }}
    >
      <span aria-hidden>⠿</span>
    </IconButton>
  )
  return (
    <PlaylistEpisodeRow
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : undefined }}
      episode={episode}
      handle={handle}
      {...props}
    />
  )
}

export function SortableEpisodes({ episodes, playingId, canEdit, onReorder, ...actions }: SortableEpisodesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = episodes.map((episode) => episode.id)
  const titleOf = (id: string | number) => episodes.find((episode) => episode.id === id)?.title ?? 'the episode'
  const placeOf = (id: string | number | undefined) => ids.indexOf(String(id)) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, position ${placeOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} moved to position ${placeOf(over.id)} of ${ids.length}.`
        : `${titleOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${placeOf(over.id)} of ${ids.length}.`
        : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return
    onReorder(moveItem(ids, from, to))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }
  const rows = episodes.map((episode, index) => ({
    episode,
    index,
    count: episodes.length,
    playing: episode.id === playingId,
    onMove: (to: number) => move(index, to),
  }))
  if (!canEdit) {
    return (
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Episodes">
        {rows.map((row) => (
          <PlaylistEpisodeRow key={row.episode.id} {...row} {...actions} />
        ))}
      </Stack>
    )
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move an episode, press Space or Enter on its handle, use the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack as="ol" gap="2" listStyleType="none" aria-label="Episodes">
          {rows.map((row) => (
            <SortableRow key={row.episode.id} {...row} {...actions} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  )
}
