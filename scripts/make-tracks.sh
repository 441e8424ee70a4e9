#!/usr/bin/env bash
# Regenerates the 9 background loops in public/tracks (SPEC §9) from nothing but sox and lame:
# synthesised pads, a bass, a soft arpeggio and a gentle rhythm, each track in its own key, tempo
# and metre. Deterministic (sox -R: repeatable noise and dither), so a rebuild gives the same bytes.
#
# Seamless loops: every part is laid out on an exact sample grid (the tempos are chosen so a beat
# is a whole number of samples at 44.1 kHz) and two cycles are rendered, reverb included; the
# second cycle is kept. Its start carries the tails of the first cycle's last chord, which is
# exactly what follows its own end when it loops, so the seam has no fade and no click.
#
# Needs sox, lame and awk. Usage: scripts/make-tracks.sh [outdir]  (default: public/tracks)
set -euo pipefail

out_dir=${1:-"$(cd "$(dirname "$0")/.." && pwd)/public/tracks"}
rate=44100
target_rms_db=-20 # about -20 LUFS for these pads: quiet enough to sit under voices
bitrate=64        # kbit/s, mono CBR: ~24 s loops stay under 250 KB

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out_dir"

sx() { sox -R -V1 "$@"; }

# Semitones from A4 (440 Hz) of a chord's notes: root, third, fifth (+ seventh when given).
# A chord is written root:quality, root in semitones from A4, quality maj|min|maj7|min7|sus.
chord_notes() {
  local root=${1%%:*} quality=${1##*:}
  case $quality in
    maj) echo "$root $((root + 4)) $((root + 7))" ;;
    min) echo "$root $((root + 3)) $((root + 7))" ;;
    maj7) echo "$root $((root + 4)) $((root + 7)) $((root + 11))" ;;
    min7) echo "$root $((root + 3)) $((root + 7)) $((root + 10))" ;;
    sus) echo "$root $((root + 5)) $((root + 7))" ;;
    *) echo "unknown chord quality $quality" >&2 && exit 1 ;;
  esac
}

# Samples of the i-th eighth note of a bar: a beat may be an odd number of samples, so eighths
# alternate lengths to keep every bar exact.
eighth() { # bar samples, beats per bar, index
  echo $(( ($3 + 1) * $1 / ($2 * 2) - $3 * $1 / ($2 * 2) ))
}

# A pad chord: each note as a sine plus a slightly detuned triangle, slow attack, released over
# one extra beat so consecutive chords overlap (legato). Written already shifted to its offset.
render_pad() { # file, chord, bar samples, beat samples, offset samples
  local file=$1 chord=$2 bar=$3 beat=$4 offset=$5 tones=() n
  for n in $(chord_notes "$chord"); do
    tones+=(sine "%$((n - 12))" triangle "%$((n - 12)).08")
  done
  local length=$((bar + beat))
  sx -r "$rate" -n "$file" synth "${length}s" "${tones[@]}" \
    remix - lowpass 1800 fade q "$((beat / 2))s" "${length}s" "${beat}s" gain -18 pad "${offset}s"
}

# One bar of bass: the chord's root two octaves down, a note per half bar (per bar in 3/4).
render_bass() { # file, chord, bar samples, beat samples, beats per bar
  local file=$1 chord=$2 bar=$3 beat=$4 beats=$5 root=${2%%:*} parts=() i notes len
  notes=$(( beats == 3 ? 1 : 2 ))
  len=$(( bar / notes ))
  for ((i = 0; i < notes; i++)); do
    sx -r "$rate" -n -c 1 "$work/bass-$i.wav" synth "${len}s" sine "%$((root - 24))" \
      fade q 200s "${len}s" "$((len / 3))s" gain -14
    parts+=("$work/bass-$i.wav")
  done
  sx "${parts[@]}" "$file"
}

# One bar of arpeggio: eighth notes walking up and down the chord an octave up, plucked softly.
render_arp() { # file, chord, bar samples, beat samples, beats per bar
  local file=$1 chord=$2 bar=$3 beat=$4 beats=$5 notes=() parts=() i n len
  read -r -a notes <<<"$(chord_notes "$chord")"
  local pattern=(0 1 2 1 2 1 0 1)
  for ((i = 0; i < beats * 2; i++)); do
    len=$(eighth "$bar" "$beats" "$i")
    n=${notes[${pattern[i % 8]} % ${#notes[@]}]}
    sx -r "$rate" -n -c 1 "$work/arp-$i.wav" synth "${len}s" pluck "%$((n + 12))" \
      fade q 40s "${len}s" "$((len / 2))s" gain -26
    parts+=("$work/arp-$i.wav")
  done
  sx "${parts[@]}" "$file"
}

# One bar of rhythm: a soft low thump on the strong beats and a quiet shaker on every eighth.
render_rhythm() { # file, bar samples, beat samples, beats per bar
  local file=$1 bar=$2 beat=$3 beats=$4 parts=() i len
  len=$((beat / 2 + 1)) # the longest eighth; each beat is trimmed to its exact length
  sx -r "$rate" -n "$work/thump.wav" synth "${len}s" sine 70-45 noise fade q 20s "${len}s" "$((len - 40))s" \
    remix 1v0.9,2v0.04 lowpass 400 gain -8
  sx -r "$rate" -n -c 1 "$work/shaker.wav" synth "${len}s" noise fade q 10s "${len}s" "$((len - 20))s" \
    highpass 6000 gain -34
  for ((i = 0; i < beats * 2; i++)); do
    if (( i == 0 || (beats == 4 && i == 4) )); then
      sx -m -v 1 "$work/thump.wav" -v 1 "$work/shaker.wav" "$work/beat-$i.wav" trim 0 "$(eighth "$bar" "$beats" "$i")s"
    else
      sx "$work/shaker.wav" "$work/beat-$i.wav" trim 0 "$(eighth "$bar" "$beats" "$i")s"
    fi
    parts+=("$work/beat-$i.wav")
  done
  sx "${parts[@]}" "$file"
}

make_track() { # number, bpm, beats per bar, bars per cycle, chords...
  local number=$1 bpm=$2 beats=$3 bars=$4
  shift 4
  local chords=("$@")
  if (( (rate * 60) % bpm != 0 )); then echo "track $number: $bpm bpm is not a whole number of samples" >&2 && exit 1; fi
  local beat=$((rate * 60 / bpm))
  local bar=$((beat * beats)) cycle=$((beat * beats * bars))
  local pads=() bass=() arps=() rhythm=() i chord
  render_rhythm "$work/rhythm-bar.wav" "$bar" "$beat" "$beats"
  for ((i = 0; i < bars * 2; i++)); do
    chord=${chords[i % ${#chords[@]}]}
    render_pad "$work/pad-$i.wav" "$chord" "$bar" "$beat" "$((i * bar))"
    render_bass "$work/bass-bar-$i.wav" "$chord" "$bar" "$beat" "$beats"
    render_arp "$work/arp-bar-$i.wav" "$chord" "$bar" "$beat" "$beats"
    pads+=(-v 1 "$work/pad-$i.wav")
    bass+=("$work/bass-bar-$i.wav")
    arps+=("$work/arp-bar-$i.wav")
    rhythm+=("$work/rhythm-bar.wav")
  done
  sx -m "${pads[@]}" "$work/pads.wav"
  sx "${bass[@]}" "$work/bass.wav"
  sx "${arps[@]}" "$work/arps.wav"
  sx "${rhythm[@]}" "$work/rhythm.wav"
  sx -m -v 1 "$work/pads.wav" -v 1 "$work/bass.wav" -v 1 "$work/arps.wav" -v 1 "$work/rhythm.wav" \
    "$work/mix.wav" reverb 40 50 80 trim "${cycle}s" "${cycle}s"

  local rms gain
  rms=$(sox "$work/mix.wav" -n stats 2>&1 | awk '/^RMS lev dB/ { print $4 }')
  gain=$(awk -v t="$target_rms_db" -v r="$rms" 'BEGIN { printf "%.2f", t - r }')
  sx "$work/mix.wav" -b 16 "$work/final.wav" gain "$gain"
  lame --quiet --noreplaygain -m m --cbr -b "$bitrate" -q 2 "$work/final.wav" "$out_dir/track-$number.mp3"
  printf 'track-%s.mp3  %3s bpm  %s/4  %2s bars  %6.2f s  %s bytes\n' "$number" "$bpm" "$beats" "$bars" \
    "$(awk -v c="$cycle" -v r="$rate" 'BEGIN { print c / r }')" "$(stat -c %s "$out_dir/track-$number.mp3")"
}

# Semitones from A4: C4=-9 D4=-7 E4=-5 F4=-4 G4=-2 A4=0 B4=2; Bb3=-11.
make_track 1 80 4 8 -9:maj 0:min -4:maj -2:maj          # C major, calm: C Am F G
make_track 2 72 4 8 0:min -4:maj -9:maj -5:maj          # A minor, melancholic: Am F C E
make_track 3 90 4 8 -7:maj -2:maj 2:min -12:maj         # D major, bright: D G Bm A
make_track 4 84 4 8 -5:min -9:maj -12:min7 -10:maj      # E minor, mysterious: Em C Am7 B
make_track 5 75 4 8 -4:maj7 -7:min -11:maj -9:sus       # F major, warm: Fmaj7 Dm Bb Csus
make_track 6 105 4 12 -2:maj -5:min -9:maj -7:maj       # G major, playful: G Em C D
make_track 7 70 4 8 -7:min -11:maj -2:min -12:maj       # D minor, tense: Dm Bb Gm A
make_track 8 98 4 8 -11:maj -2:min -6:maj -4:maj        # Bb major, upbeat: Bb Gm Eb F
make_track 9 63 3 8 0:maj -3:min -7:maj7 -5:sus         # A major waltz, dreamy: A F#m Dmaj7 Esus
