#!/usr/bin/env bash
# Regenerates the screenshots the widget detector's tests and benchmark read, with their truth.
#   OUT/NAME.png   the screenshot (1280x800)
#   OUT/NAME.json  {"scenario", "source", "controls": [{"role", "name", "box", "checked"?, "fraction"?}]}
# Truth is never measured by hand: GTK apps (zenity, yad) give it over AT-SPI (scripts/atspi_boxes.py),
# xmessage (Athena, no accessibility tree) from xwininfo -tree (each button is a child window),
# web pages from the page itself (scripts/widgets/truth.js, read back with chromium --dump-dom).
# Screens whose name starts with "heldout-" are kept out of tuning and measured at the end.
# Usage: scripts/capture-widgets.sh [OUT]   (default src/test/resources/widgets)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/src/test/resources/widgets}"
size=1280x800
mkdir -p "$out"

n=120
while [ -e "/tmp/.X${n}-lock" ] || [ -e "/tmp/.X11-unix/X${n}" ]; do n=$((n + 1)); done
Xvfb ":${n}" -screen 0 "${size}x24" -nolisten tcp -ac >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 1 100); do [ -e "/tmp/.X11-unix/X${n}" ] && break; sleep 0.1; done
export DISPLAY=":${n}" NO_AT_BRIDGE=0 GTK_A11Y=atspi
eval "$(dbus-launch --sh-syntax)"
work="$(mktemp -d)"
trap 'kill "$DBUS_SESSION_BUS_PID" "$xvfb_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
xsetroot -solid "#3b6e8f"

# wraps a JSON list of controls on stdin into the truth file of scenario $1, source $2
truth() {
  /usr/bin/python3 -c 'import json,sys; print(json.dumps({"scenario": sys.argv[1], "source": sys.argv[2], "controls": json.load(sys.stdin)}, indent=1, ensure_ascii=False))' "$1" "$2" > "$out/$1.json"
}

# gtk NAME APP MIN_CONTROLS -- COMMAND...   a GTK app whose truth comes from AT-SPI
gtk() {
  local name="$1" app="$2" min="$3"
  shift 4
  "$@" >/dev/null 2>&1 &
  local pid=$! ok=""
  for _ in $(seq 1 50); do
    if [ "$(/usr/bin/python3 "$root/scripts/atspi_boxes.py" "$app" | grep -c '"role"')" -ge "$min" ]; then ok=1; break; fi
    sleep 0.2
  done
  sleep 0.8 # let the last frame paint
  if [ -z "$ok" ]; then echo "capture: $name never showed $min controls" >&2; kill "$pid"; return 1; fi
  import -window root "$out/$name.png"
  # a list's toggle column has unnamed cells: they are the check boxes (or radios) of CELL_ROLE
  /usr/bin/python3 "$root/scripts/atspi_boxes.py" "$app" | /usr/bin/python3 -c '
import json, sys
controls = json.load(sys.stdin)
for c in controls:
    if c["role"] == "table cell":
        if c["name"] == "" and sys.argv[1]:
            c["role"] = sys.argv[1]
        else:
            c.pop("checked", None)
print(json.dumps(controls))' "${CELL_ROLE:-}" | truth "$name" "atspi"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  echo "captured $name" >&2
}

# web NAME PAGE[#dark]   a page rendered by headless Chromium; truth from the page's own script
web() {
  local name="$1" page="$2"
  local url="file://$work/$page"
  local flags=(--headless=new --no-sandbox --force-device-scale-factor=1 --hide-scrollbars --window-size=1280,800)
  chromium "${flags[@]}" --screenshot="$out/$name.png" "$url" >/dev/null 2>&1
  chromium "${flags[@]}" --dump-dom "$url" 2>/dev/null \
    | /usr/bin/python3 -c 'import html,re,sys; print(html.unescape(re.search(r"data-truth=\"([^\"]*)\"", sys.stdin.read()).group(1)))' \
    | truth "$name" "dom"
  echo "captured $name" >&2
}

# xmessage: Athena buttons are child windows of its form; the one child with a child is the message
athena() {
  local name="$1"
  shift
  xmessage -buttons "$1" "$2" >/dev/null 2>&1 &
  local pid=$!
  local id=""
  for _ in $(seq 1 50); do id="$(xdotool search --name "^xmessage$" 2>/dev/null | head -1)" && [ -n "$id" ] && break; sleep 0.1; done
  sleep 0.5
  import -window root "$out/$name.png"
  xwininfo -tree -id "$id" | /usr/bin/python3 -c '
import json, re, sys
names = sys.argv[1].split(",")
rows = [l for l in sys.stdin.read().splitlines() if re.search(r"\d+x\d+\+-?\d+\+-?\d+\s+\+-?\d+\+-?\d+", l)]
depth = lambda l: len(l) - len(l.lstrip())
form = depth(rows[0])
kids = [i for i, l in enumerate(rows) if depth(l) > form and all(depth(rows[j]) > form for j in range(1, i + 1))]
top = min(depth(rows[i]) for i in kids)
buttons = []
for i in kids:
    if depth(rows[i]) != top or (i + 1 < len(rows) and depth(rows[i + 1]) > top):
        continue  # a grandchild, or the message (it has a child of its own)
    w, h, ax, ay = map(int, re.search(r"(\d+)x(\d+)\+-?\d+\+-?\d+\s+\+(-?\d+)\+(-?\d+)", rows[i]).groups())
    buttons.append([ax - 1, ay - 1, w + 2, h + 2])  # the 1 px Athena border sits outside the geometry
buttons.sort()
print(json.dumps([{"role": "push button", "name": n, "box": b} for n, b in zip(names, buttons)]))
' "$1" | truth "$name" "xwininfo"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  echo "captured $name" >&2
}

cp "$root"/scripts/widgets/* "$work"/

gtk gtk-forms zenity 8 -- zenity --forms --title "Order" --text "Your details" \
  --add-entry Name --add-entry Street --add-password Password --add-entry City
gtk gtk-forms-dark zenity 8 -- env GTK_THEME=Adwaita:dark zenity --forms --title "Shipping" --text "Where to" \
  --add-entry Street --add-entry Town --add-entry Postcode
CELL_ROLE="check box" gtk gtk-checklist zenity 6 -- zenity --list --checklist --title "Toppings" --text "Pick toppings" \
  --column Pick --column Topping --width 360 --height 320 TRUE Olives FALSE Peppers TRUE Onions FALSE Ham
CELL_ROLE="radio button" gtk gtk-radiolist zenity 5 -- zenity --list --radiolist --title "Size" --text "Pick a size" \
  --column Pick --column Size --width 360 --height 300 FALSE Small TRUE Medium FALSE Large
gtk gtk-scale zenity 2 -- zenity --scale --title "Volume" --text "Set the volume" --value 30
gtk yad-form yad 8 -- yad --form --title "Pizza" --width 420 --field=Olives:CHK --field=Peppers:CHK \
  --field=Name --field=Crust:CB --field=Spice:SCL TRUE FALSE "" "Thin!Thick" 40
gtk heldout-yad-dark yad 8 -- env GTK_THEME=Adwaita:dark yad --form --title "Account" --width 460 \
  --field="User name" --field="Remember me:CHK" --field="Email" --field="Newsletter:CHK" --field="Level:SCL" \
  "" TRUE "bob@example.org" FALSE 75
athena xmessage Skip,Abort,Retry "Disk full"
web web-form form.html
web web-form-dark "form.html#dark"
web heldout-web-signup signup.html
