#!/usr/bin/env bash
# Tints the main site's app icons (public/icons/*.png: white drawing on #00bfff, whose red channel
# is 0) into each other site's colour, in public/icons/<site>/, which their manifests name
# (src/shared/site-manifest.ts). A pixel's red value is how white it is, so the tint keeps the
# drawing's smooth edges: out = colour + red / 255 × (255 − colour). Run after changing the drawing
# or a colour; the PNGs are committed. Needs ffmpeg.
set -euo pipefail
cd "$(dirname "$0")/../public/icons"

tint() {
  local red=$1 green=$2 blue=$3 folder=$4
  mkdir -p "$folder"
  for file in icon-192.png icon-512.png icon-maskable-512.png apple-touch-icon.png; do
    channel() { echo "$1+r(X,Y)/255*(255-$1)"; }
    ffmpeg -loglevel error -y -i "$file" \
      -vf "format=rgb24,geq=r='$(channel "$red")':g='$(channel "$green")':b='$(channel "$blue")'" \
      -frames:v 1 -update 1 "${folder}/${file}"
  done
}

tint 255 1 205 podcast    # #FF01CD
tint 186 88 233 dashboard # #BA58E9
