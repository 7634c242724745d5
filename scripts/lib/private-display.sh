# A private X display with its own D-Bus session, for tests and recording scripts. Source it, then
# call private_display_start; the person's own desktop is never touched.
#
#   source "$root/scripts/lib/private-display.sh"
#   private_display_start [WIDTHxHEIGHT]        # default 1280x800; depth is always 24
#
# It starts Xvfb (-nolisten tcp) on the first free display number from ${PRIVATE_DISPLAY_FROM:-90},
# waits for its socket (trying the next number if another script took this one meanwhile), starts
# dbus-launch, and exports DISPLAY, TCA_TEST_DISPLAY (the name tca's desktop tests require),
# NO_AT_BRIDGE=0 and GTK_A11Y=atspi (so GTK apps publish their accessibility tree), with
# WAYLAND_DISPLAY unset. It sets `trap private_display_stop EXIT`, which kills the D-Bus daemon
# and Xvfb it started and nothing else; a script with more to clean up sets its own EXIT trap
# and calls private_display_stop from it. The Xvfb log is in $PRIVATE_DISPLAY_LOG.

private_display_start() {
  local size="${1:-1280x800}" n="${PRIVATE_DISPLAY_FROM:-90}" tries
  for tries in $(seq 1 20); do
    while [ -e "/tmp/.X${n}-lock" ] || [ -e "/tmp/.X11-unix/X${n}" ]; do n=$((n + 1)); done
    PRIVATE_DISPLAY_LOG="/tmp/tca-xvfb-${n}.log"
    Xvfb ":${n}" -screen 0 "${size}x24" -nolisten tcp -ac >"$PRIVATE_DISPLAY_LOG" 2>&1 &
    PRIVATE_DISPLAY_XVFB_PID=$!
    trap private_display_stop EXIT
    for _ in $(seq 1 100); do
      [ -e "/tmp/.X11-unix/X${n}" ] && break
      kill -0 "$PRIVATE_DISPLAY_XVFB_PID" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$PRIVATE_DISPLAY_XVFB_PID" 2>/dev/null && [ -e "/tmp/.X11-unix/X${n}" ]; then
      export DISPLAY=":${n}" TCA_TEST_DISPLAY=":${n}" NO_AT_BRIDGE=0 GTK_A11Y=atspi
      unset WAYLAND_DISPLAY
      eval "$(dbus-launch --sh-syntax)"
      PRIVATE_DISPLAY_DBUS_PID="$DBUS_SESSION_BUS_PID"
      return 0
    fi
    kill "$PRIVATE_DISPLAY_XVFB_PID" 2>/dev/null || true
    PRIVATE_DISPLAY_XVFB_PID=""
    n=$((n + 1))
  done
  echo "private-display: Xvfb did not start (last log: $PRIVATE_DISPLAY_LOG)" >&2
  cat "$PRIVATE_DISPLAY_LOG" >&2 2>/dev/null || true
  return 1
}

private_display_stop() {
  [ -n "${PRIVATE_DISPLAY_DBUS_PID:-}" ] && kill "$PRIVATE_DISPLAY_DBUS_PID" 2>/dev/null || true
  [ -n "${PRIVATE_DISPLAY_XVFB_PID:-}" ] && kill "$PRIVATE_DISPLAY_XVFB_PID" 2>/dev/null || true
  PRIVATE_DISPLAY_DBUS_PID="" PRIVATE_DISPLAY_XVFB_PID=""
}
