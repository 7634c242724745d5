#!/usr/bin/env bash
# Captures every task page (src/main/resources/tasks/web/*.html) as the widget benchmark reads it:
#   OUT/web-PAGE.png  headless Chromium at 1280x800, scale 1, no accessibility tree involved
#   OUT/web-PAGE.json the page's own controls (scripts/widgets/truth.js: inputs, buttons, <summary>,
#                     role=button, contenteditable), read back with chromium --dump-dom
# Then: java -jar target/tca.jar bench widgets OUT
# These are the pages the task suite runs; the held-out figures stay on src/test/resources/widgets.
# Usage: scripts/capture-web-widgets.sh [OUT]   (default /tmp/tca-web-widgets)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-/tmp/tca-web-widgets}"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$root"/src/main/resources/tasks/web/* "$root"/scripts/widgets/truth.js "$work"/
flags=(--headless=new --no-sandbox --force-device-scale-factor=1 --hide-scrollbars --window-size=1280,800
  --user-data-dir="$work/profile")
for page in "$work"/*.html; do
  name="web-$(basename "$page" .html)"
  sed -i 's#</body>#<script src="truth.js"></script></body>#' "$page"
  chromium "${flags[@]}" --screenshot="$out/$name.png" "file://$page" >/dev/null 2>&1
  chromium "${flags[@]}" --dump-dom "file://$page" 2>/dev/null \
    | /usr/bin/python3 -c '
import html, json, re, sys
m = re.search(r"data-truth=\"([^\"]*)\"", sys.stdin.read())
controls = json.loads(html.unescape(m.group(1))) if m else []
print(json.dumps({"scenario": sys.argv[1], "source": "dom", "controls": controls}, indent=1, ensure_ascii=False))' "$name" \
    > "$out/$name.json"
  echo "captured $name" >&2
done
