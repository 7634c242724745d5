#!/usr/bin/env bash
# Regenerates the real-application screenshots the OCR tests read, with their ground truth.
# Each scenario starts a real app (zenity, yad, mousepad) on a private Xvfb, waits until its
# accessibility tree (AT-SPI) shows the controls, captures the screen, and writes
#   OUT/NAME.png   the screenshot
#   OUT/NAME.json  every named control with its role and exact screen box, from AT-SPI
# Usage: scripts/capture-screens.sh [OUT]   (default: src/test/resources/screens)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/src/test/resources/screens}"
mkdir -p "$out"

n=120
while [ -e "/tmp/.X${n}-lock" ] || [ -e "/tmp/.X11-unix/X${n}" ]; do n=$((n + 1)); done
Xvfb ":${n}" -screen 0 1280x800x24 -nolisten tcp -ac >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 1 100); do [ -e "/tmp/.X11-unix/X${n}" ] && break; sleep 0.1; done
export DISPLAY=":${n}"
eval "$(dbus-launch --sh-syntax)"
trap 'kill "$DBUS_SESSION_BUS_PID" "$xvfb_pid" 2>/dev/null || true' EXIT
xsetroot -solid "#3b6e8f"

work="$(mktemp -d)"
printf 'Quarterly report\n\nRevenue grew in every region this quarter.\n' > "$work/report.txt"

# scenario NAME APP MIN_CONTROLS -- COMMAND...
scenario() {
  local name="$1" app="$2" min="$3"
  shift 4
  "$@" >/dev/null 2>&1 &
  local pid=$!
  local ok=""
  for _ in $(seq 1 50); do
    if [ "$(/usr/bin/python3 "$root/scripts/atspi_boxes.py" "$app" | grep -c '"name": "[^"]')" -ge "$min" ]; then ok=1; break; fi
    sleep 0.2
  done
  sleep 0.8 # let the last frame paint
  if [ -z "$ok" ]; then echo "capture: $name never showed $min named controls" >&2; kill "$pid" 2>/dev/null; return 1; fi
  import -window root "$out/$name.png"
  /usr/bin/python3 "$root/scripts/atspi_boxes.py" "$app" \
    | /usr/bin/python3 -c 'import json,sys; print(json.dumps({"scenario": sys.argv[1], "app": sys.argv[2], "controls": json.load(sys.stdin)}, indent=1, ensure_ascii=False))' "$name" "$app" \
    > "$out/$name.json"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  echo "captured $name" >&2
}

scenario zenity-question zenity 3 -- zenity --question --title "Unsaved changes" \
  --text "Save changes to the document?" --ok-label Save --cancel-label "Close without saving" --extra-button Cancel
scenario zenity-question-dark zenity 3 -- env GTK_THEME=Adwaita:dark zenity --question --title "Delete files" \
  --text "Move 3 files to the trash?" --ok-label "Move to Trash" --cancel-label Keep
scenario zenity-entry zenity 2 -- zenity --entry --title "Rename" --text "New name for the file:" \
  --entry-text "report.txt" --ok-label Rename --cancel-label Cancel
scenario zenity-list zenity 4 -- zenity --list --title "Open recent" --text "Pick a document" --column Document \
  --width 420 --height 360 "Saved drafts" "Save as template" "Quarterly report" "Shared with me" --ok-label Open
scenario zenity-small-text zenity 2 -- env GDK_DPI_SCALE=0.8 zenity --warning --title "Disk almost full" \
  --text "Only 2 GB left on the system disk." --ok-label "Free up space"
scenario yad-form yad 4 -- yad --form --title "Sign up" --field "Name" --field "Email" --field "City" \
  --button "Submit:0" --button "Reset:2" --button "Back:1"
scenario yad-buttons yad 3 -- yad --title "Draft" --text "Keep this draft for later?" --button "Keep:0" \
  --button "Discard:1" --button "Save as...:2" --button "Saved drafts:3" --width 520
scenario mousepad mousepad 5 -- mousepad "$work/report.txt"
rm -rf "$work"
