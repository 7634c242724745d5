#!/usr/bin/env bash
# Regenerates the real-application screenshots the OCR tests read, with their ground truth.
# Each scenario starts a real app (zenity, yad, mousepad) on a private Xvfb, waits until its
# accessibility tree (AT-SPI) shows the controls, captures the screen, and writes
#   OUT/NAME.png   the screenshot
#   OUT/NAME.json  every control with its role and exact screen box, from AT-SPI (pyatspi)
#   OUT/NAME.tree.json  (SET bench) tca's own read of the tree (tca bench ax --save), which
#                  tca bench perception replays for its accessibility-tree and merged columns
# Usage: scripts/capture-screens.sh [OUT [WIDTHxHEIGHT [SET]]]
#   default: src/test/resources/screens 1280x800 tests
#   CAPTURE_ONLY="NAME ..." captures only those scenarios (to redo one that failed)
#   SET "bench" adds the scenarios of the perception benchmark (src/test/resources/perception-bench)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/src/test/resources/screens}"
size="${2:-1280x800}"
set_name="${3:-tests}"
mkdir -p "$out"
jar="$root/target/tca.jar"
if [ "$set_name" = bench ] && [ ! -f "$jar" ]; then
  echo "capture: the bench set saves tca's tree read; build $jar first (mvn -q -DskipTests package)" >&2; exit 2
fi

source "$root/scripts/lib/private-display.sh"
private_display_start "$size"
xsetroot -solid "#3b6e8f"

work="$(mktemp -d)"
printf 'Quarterly report\n\nRevenue grew in every region this quarter.\n' > "$work/report.txt"

failed=()
# scenario NAME APP MIN_CONTROLS -- COMMAND...
scenario() {
  local name="$1" app="$2" min="$3"
  shift 4
  if [ -n "${CAPTURE_ONLY:-}" ] && [[ " $CAPTURE_ONLY " != *" $name "* ]]; then return 0; fi
  "$@" >/dev/null 2>&1 &
  local pid=$!
  local ok=""
  for _ in $(seq 1 100); do
    if [ "$(/usr/bin/python3 "$root/scripts/atspi_boxes.py" "$app" | grep -c '"name": "[^"]')" -ge "$min" ]; then ok=1; break; fi
    sleep 0.2
  done
  sleep 0.8 # let the last frame paint
  if [ -z "$ok" ]; then
    echo "capture: $name never showed $min named controls" >&2; failed+=("$name")
    kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; return 0
  fi
  import -window root "$out/$name.png"
  /usr/bin/python3 "$root/scripts/atspi_boxes.py" "$app" \
    | /usr/bin/python3 -c 'import json,sys; print(json.dumps({"scenario": sys.argv[1], "app": sys.argv[2], "size": sys.argv[3], "controls": json.load(sys.stdin)}, indent=1, ensure_ascii=False))' "$name" "$app" "$size" \
    > "$out/$name.json"
  if [ "$set_name" = bench ]; then
    java -jar "$jar" bench ax --runs 1 --save "$out/$name.tree.json" >/dev/null
  fi
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
if [ "$set_name" = bench ]; then
  scenario zenity-info zenity 1 -- zenity --info --title "Backup" --text "The backup finished without errors." --ok-label "Great, thanks"
  scenario zenity-error zenity 1 -- zenity --error --title "Printer" --text "The printer is out of paper." --ok-label "Try again"
  scenario zenity-question-small zenity 3 -- env GDK_DPI_SCALE=0.8 zenity --question --title "Quit" \
    --text "Quit without saving your changes?" --ok-label Quit --cancel-label "Go back" --extra-button "Save and quit"
  scenario zenity-question-large zenity 2 -- env GDK_DPI_SCALE=1.4 zenity --question --title "Update" \
    --text "Install the update now?" --ok-label "Install now" --cancel-label "Remind me later"
  scenario zenity-list-dark zenity 4 -- env GTK_THEME=Adwaita:dark zenity --list --title "Fonts" --text "Pick a font" \
    --column Font --width 420 --height 360 "Sans Regular" "Sans Bold" "Serif Italic" "Monospace" --ok-label Apply
  scenario zenity-entry-dark zenity 2 -- env GTK_THEME=Adwaita:dark zenity --entry --title "Search" \
    --text "Search the documents for:" --ok-label Search --cancel-label Close
  scenario yad-form-dark yad 3 -- env GTK_THEME=Adwaita:dark yad --form --title "Account" --field "User name" \
    --field "Password:H" --button "Log in:0" --button "Forgot password:1"
  scenario yad-many-buttons yad 5 -- yad --title "Export" --text "Export the report as:" --button "PDF:0" \
    --button "Word:1" --button "Plain text:2" --button "Web page:3" --button "Cancel:4" --width 640
  scenario yad-list yad 5 -- yad --list --title "Recent" --column "File" --width 400 --height 340 \
    "notes.txt" "budget 2026.ods" "holiday photos" "draft letter.odt" "todo list" --button "Open:0" --button "Cancel:1"
  scenario zenity-forms zenity 2 -- zenity --forms --title "New contact" --text "Add a contact" \
    --add-entry "First name" --add-entry "Last name" --add-entry "Phone" --ok-label "Add contact" --cancel-label Discard
  scenario zenity-long-list zenity 8 -- zenity --list --title "Settings" --text "Pick a section" --column Section \
    --width 400 --height 520 Appearance Background Notifications Search Sound Power Displays Mouse Keyboard Printers
  scenario yad-dark-buttons yad 3 -- env GTK_THEME=Adwaita:dark yad --title "Draft" --text "Keep this draft?" \
    --button "Keep:0" --button "Discard:1" --button "Save as...:2" --width 480
  # coloured, light-on-dark buttons through a GTK theme override
  mkdir -p "$work/coloured/gtk-3.0"
  printf 'button { background-image: none; background-color: #1c5fb8; color: #ffffff; }\nbutton label { color: #ffffff; }\n' \
    > "$work/coloured/gtk-3.0/gtk.css"
  scenario zenity-coloured zenity 2 -- env XDG_CONFIG_HOME="$work/coloured" zenity --question --title "Publish" \
    --text "Publish the post now?" --ok-label Publish --cancel-label "Not now" --extra-button Schedule
  printf 'button { background-image: none; background-color: #b3261e; color: #ffffff; }\nbutton label { color: #ffffff; }\n' \
    > "$work/coloured/gtk-3.0/gtk.css"
  scenario yad-coloured yad 3 -- env XDG_CONFIG_HOME="$work/coloured" yad --title "Delete" --text "Delete 3 messages?" \
    --button "Delete:0" --button "Archive:1" --button "Cancel:2" --width 420
  # a browser page whose layout we wrote; Chromium exposes its accessibility tree over AT-SPI
  if command -v chromium >/dev/null 2>&1; then
    cat > "$work/page.html" <<'HTML'
<!doctype html><html><head><meta charset="utf-8"><title>Example Shop</title>
<style>body{font-family:sans-serif;margin:0;background:#fafafa}nav{background:#263238;padding:14px}
nav a{color:#fff;margin-right:28px;text-decoration:none;font-size:15px}main{padding:24px}
button{font-size:15px;padding:8px 18px;margin-right:14px}.buy{background:#1565c0;color:#fff;border:0}
p{color:#333;font-size:14px}</style></head><body>
<nav><a href="#">Home</a><a href="#">Products</a><a href="#">Support</a><a href="#">Sign in</a></nav>
<main><h1>Noise-cancelling headphones</h1><p>Thirty hours of battery life and a case that fits in a pocket.</p>
<button class="buy">Buy now</button><button>Add to cart</button><button>Save for later</button>
<p><a href="#">Shipping and returns</a></p></main></body></html>
HTML
    scenario browser-page Chromium 6 -- env ACCESSIBILITY_ENABLED=1 chromium --no-sandbox --test-type --disable-gpu --no-first-run \
      --disable-background-networking --disable-component-update --disable-sync --password-store=basic \
      --user-data-dir="$work/chrome" --force-renderer-accessibility --window-position=0,0 \
      --window-size="${size%x*},${size#*x}" --app="file://$work/page.html"
  fi
  # controls without text of their own: check boxes, sliders, spin buttons, empty fields, icon buttons
  scenario zenity-checklist zenity 3 -- zenity --list --checklist --title "Packages" --text "Pick what to install" \
    --column Install --column Package --width 420 --height 360 TRUE "Text editor" FALSE "Web browser" TRUE "Mail client" FALSE "Music player"
  scenario zenity-scale zenity 1 -- zenity --scale --title "Volume" --text "Set the volume" --value 30 --min-value 0 --max-value 100
  scenario yad-form-controls yad 3 -- yad --form --title "Preferences" --field "Nickname" --field "Remember me:CHK" \
    --field "Show tips:CHK" --field "Copies:NUM" --field "Brightness:SCL" "" TRUE FALSE "2!1..10!1" 40 --button "Save:0" --button "Cancel:1"
  scenario yad-icon-buttons yad 1 -- yad --title "Viewer" --text "Photo 3 of 12" --width 360 \
    --button "!go-previous!Previous photo:1" --button "!go-next!Next photo:2" --button "!window-close!Close viewer:0"
  if command -v chromium >/dev/null 2>&1; then
    cat > "$work/form.html" <<'HTML'
<!doctype html><html><head><meta charset="utf-8"><title>Newsletter</title>
<style>body{font-family:sans-serif;margin:24px;background:#fff;font-size:15px}label{display:block;margin:14px 0}
input[type=text]{width:260px;padding:4px}button{padding:6px 14px;font-size:15px}</style></head><body>
<h2>Join the newsletter</h2>
<label>Email <input type="text"></label>
<label><input type="checkbox"> Weekly digest</label>
<label><input type="checkbox" checked> Product news</label>
<label><input type="radio" name="f" checked> Plain text</label>
<label><input type="radio" name="f"> Rich text</label>
<label>Volume <input type="range" value="70"></label>
<button>Subscribe</button>
<button aria-label="Close"><svg width="14" height="14"><path d="M1 1L13 13M13 1L1 13" stroke="#333" stroke-width="2"/></svg></button>
</body></html>
HTML
    scenario browser-form Chromium 5 -- env ACCESSIBILITY_ENABLED=1 chromium --no-sandbox --test-type --disable-gpu --no-first-run \
      --disable-background-networking --disable-component-update --disable-sync --password-store=basic \
      --user-data-dir="$work/chrome2" --force-renderer-accessibility --window-position=0,0 \
      --window-size="${size%x*},${size#*x}" --app="file://$work/form.html"
  fi
fi
rm -rf "$work"
if [ "${#failed[@]}" -gt 0 ]; then echo "capture: not captured: ${failed[*]}" >&2; exit 1; fi
