#!/usr/bin/env bash
# Regenerates the trace suite in traces/: real applications (zenity, yad, mousepad) on a private
# Xvfb, each screen read live by tca in a dry run, once per goal, recorded with the expected
# label and tags. Goals are worded both literally ("click 'Save'") and the way people talk
# ("don't save"). Nothing is clicked by tca; the script itself opens a menu with xdotool.
# Negative traces (tag `negative`, no expected label) ask for a target that is not on the screen, or
# of which only a look-alike is (tag `absent` or `lookalike`): the right answer is to act on nothing.
# Usage: scripts/record-traces.sh [OUT]   (default: traces/)
#   ONLY=positives|negatives records one kind and leaves the other's files as they are;
#   TCA_JAR=PATH records with that JAR instead of target/tca.jar.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/traces}"
mkdir -p "$out"
jar="${TCA_JAR:-$root/target/tca.jar}"
[ -f "$jar" ] || (cd "$root" && mvn -q -B -DskipTests package)

source "$root/scripts/lib/private-display.sh"
private_display_start
work="$(mktemp -d)"
trap 'private_display_stop; rm -rf "$work"' EXIT
printf 'Quarterly report\n\nRevenue grew in every region this quarter.\n' > "$work/report.txt"
# A GTK theme override that paints every button blue with white text: coloured, light-on-dark buttons.
mkdir -p "$work/coloured/gtk-3.0"
printf 'button { background-image: none; background-color: #1c5fb8; color: #ffffff; }\nbutton label { color: #ffffff; }\n' \
  > "$work/coloured/gtk-3.0/gtk.css"

app_pid=""
start() { # start APP MIN_NAMED_CONTROLS -- COMMAND...
  local app="$1" min="$2"; shift 3
  "$@" >/dev/null 2>&1 &
  app_pid=$!
  for _ in $(seq 1 50); do
    [ "$(/usr/bin/python3 "$root/scripts/atspi_boxes.py" "$app" | grep -c '"name": "[^"]')" -ge "$min" ] && break
    sleep 0.2
  done
  sleep 0.8
}
stop() { kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; sleep 0.3; }
only="${ONLY:-all}"
trace() { # trace NAME EXPECTED TAGS GOAL
  local name="$1" expected="$2" tags="$3" goal="$4" args=()
  [ "$only" = negatives ] && return 0
  IFS=, read -ra tag_list <<< "$tags"
  for t in "${tag_list[@]}"; do args+=(--tag "$t"); done
  java -jar "$jar" --live --trace "$out/$name.json" --expected "$expected" "${args[@]}" "$goal" >/dev/null 2>&1 || true
  echo "recorded $name" >&2
}
negative() { # negative NAME absent|lookalike,TAGS GOAL: nothing on the screen fits GOAL
  local name="$1" tags="negative,$2" goal="$3" args=()
  [ "$only" = positives ] && return 0
  IFS=, read -ra tag_list <<< "$tags"
  for t in "${tag_list[@]}"; do args+=(--tag "$t"); done
  java -jar "$jar" --live --trace "$out/$name.json" "${args[@]}" "$goal" >/dev/null 2>&1 || true
  echo "recorded $name (negative)" >&2
}

start zenity 3 -- zenity --question --title "Unsaved changes" --text "Save changes to the document?" \
  --ok-label Save --cancel-label "Close without saving" --extra-button Cancel
trace question-save Save dialog,literal "click 'Save'"
trace question-cancel Cancel dialog,literal "click Cancel"
trace question-close "Close without saving" dialog,literal "press the Close without saving button"
trace question-dont-save "Close without saving" dialog,paraphrase "don't save"
trace question-discard "Close without saving" dialog,paraphrase "discard the changes"
trace question-save-work Save dialog,paraphrase "save my work"
trace question-never-mind Cancel dialog,paraphrase "never mind"
trace question-keep-editing Cancel dialog,paraphrase "keep editing"
negative neg-question-print absent,dialog "press the Print button"
negative neg-question-delete absent,dialog "click Delete"
negative neg-question-open absent,dialog "click 'Open'"
negative neg-question-save-as lookalike,dialog "click 'Save As...'"
negative neg-question-undo absent,dialog "click 'Undo'"
stop

start zenity 2 -- env GTK_THEME=Adwaita:dark zenity --question --title "Delete files" \
  --text "Move 3 files to the trash?" --ok-label "Move to Trash" --cancel-label Keep
trace dark-trash "Move to Trash" dialog,dark,literal "click 'Move to Trash'"
trace dark-keep Keep dialog,dark,literal "click Keep"
trace dark-delete "Move to Trash" dialog,dark,paraphrase "delete the files"
trace dark-keep-them Keep dialog,dark,paraphrase "no, leave them where they are"
negative neg-dark-restore absent,dialog,dark "click 'Restore'"
negative neg-dark-empty lookalike,dialog,dark "click 'Empty Trash'"
negative neg-dark-delete-forever lookalike,dialog,dark "click 'Delete permanently'"
stop

start zenity 2 -- env XDG_CONFIG_HOME="$work/coloured" zenity --question --title "Publish" \
  --text "Publish the post now?" --ok-label Publish --cancel-label "Not now" --extra-button "Schedule"
trace coloured-publish Publish dialog,coloured,literal "click 'Publish'"
trace coloured-not-now "Not now" dialog,coloured,literal "click 'Not now'"
trace coloured-schedule Schedule dialog,coloured,literal "click Schedule"
trace coloured-later Schedule dialog,coloured,paraphrase "post it later at a set time"
trace coloured-go-live Publish dialog,coloured,paraphrase "make it public"
stop

start zenity 2 -- zenity --entry --title "Rename" --text "New name for the file:" --entry-text "report.txt" \
  --ok-label Rename --cancel-label Cancel
trace entry-rename Rename form,literal "click Rename"
trace entry-cancel Cancel form,literal "click 'Cancel'"
trace entry-confirm Rename form,paraphrase "confirm the new name"
trace entry-abort Cancel form,paraphrase "abort"
negative neg-entry-browse absent,form "click 'Browse'"
negative neg-entry-rename-all lookalike,form "click 'Rename all'"
stop

start zenity 4 -- zenity --list --title "Open recent" --text "Pick a document" --column Document \
  --width 420 --height 360 "Saved drafts" "Save as template" "Quarterly report" "Shared with me" --ok-label Open
trace list-drafts "Saved drafts" list,similar,literal "click 'Saved drafts'"
trace list-template "Save as template" list,similar,literal "click 'Save as template'"
trace list-report "Quarterly report" list,literal "select Quarterly report"
trace list-shared "Shared with me" list,literal "choose 'Shared with me'"
trace list-open Open list,literal "click Open"
trace list-this-quarter "Quarterly report" list,paraphrase "the report for this quarter"
trace list-go-back Cancel list,paraphrase "go back"
trace list-unfinished "Saved drafts" list,paraphrase "my unfinished drafts"
stop

start zenity 12 -- zenity --list --title "Settings" --text "Pick a section" --column Section --width 400 --height 520 \
  Appearance Background Notifications Search "Sound" Power Displays Mouse Keyboard Printers "Date and Time" Users
trace long-list-sound Sound list,literal "click Sound"
trace long-list-power Power list,literal "click 'Power'"
trace long-list-date "Date and Time" list,literal "click 'Date and Time'"
trace long-list-wallpaper Background list,paraphrase "change the wallpaper"
trace long-list-volume Sound list,paraphrase "turn the volume down"
trace long-list-clock "Date and Time" list,paraphrase "set the clock"
negative neg-long-list-bluetooth absent,list "click Bluetooth"
negative neg-long-list-network absent,list "click 'Network'"
negative neg-long-list-sound-effects lookalike,list "click 'Sound effects'"
stop

start zenity 2 -- env GDK_DPI_SCALE=0.8 zenity --warning --title "Disk almost full" \
  --text "Only 2 GB left on the system disk." --ok-label "Free up space"
trace small-free "Free up space" dialog,small,literal "click 'Free up space'"
trace small-room "Free up space" dialog,small,paraphrase "make some room on the disk"
negative neg-small-ignore absent,dialog,small "click 'Ignore'"
negative neg-small-free-trial lookalike,dialog,small "click 'Free trial'"
stop

start yad 3 -- yad --form --title "Sign up" --field "Name" --field "Email" --field "City" \
  --button "Submit:0" --button "Reset:2" --button "Back:1"
trace form-submit Submit form,literal "click Submit"
trace form-reset Reset form,literal "click 'Reset'"
trace form-back Back form,literal "click Back"
trace form-send Submit form,paraphrase "send the form"
trace form-clear Reset form,paraphrase "clear all the fields"
trace form-return Back form,paraphrase "return to the previous page"
negative neg-form-next absent,form "click 'Next'"
negative neg-form-print absent,form "press the Print button"
negative neg-form-phone absent,form "click 'Phone'"
negative neg-form-reset-password lookalike,form "click 'Reset password'"
stop

start yad 3 -- yad --title "Draft" --text "Keep this draft for later?" --button "Keep:0" \
  --button "Discard:1" --button "Save as...:2" --button "Saved drafts:3" --width 520
trace draft-save-as "Save as..." dialog,similar,literal "click 'Save as...'"
trace draft-saved "Saved drafts" dialog,similar,literal "click 'Saved drafts'"
trace draft-keep Keep dialog,similar,literal "click Keep"
trace draft-discard Discard dialog,similar,literal "click Discard"
trace draft-keep-it Keep dialog,similar,paraphrase "keep the draft"
trace draft-bin-it Discard dialog,similar,paraphrase "throw it away"
trace draft-copy "Save as..." dialog,similar,paraphrase "save a copy under another name"
trace draft-list "Saved drafts" dialog,similar,paraphrase "show me my other drafts"
negative neg-draft-delete absent,dialog "click 'Delete'"
negative neg-draft-print absent,dialog "press the Print button"
negative neg-draft-saved-searches lookalike,dialog "click 'Saved searches'"
stop

# Settings in memory: a mousepad killed by an earlier run would otherwise open on "restore the previous session?".
start mousepad 5 -- env GSETTINGS_BACKEND=memory mousepad "$work/report.txt"
trace menu-file File menu,literal "click File"
trace menu-edit Edit menu,literal "open the 'Edit' menu"
trace menu-search Search menu,literal "click 'Search'"
trace menu-view View menu,literal "click View"
trace menu-document Document menu,literal "click 'Document'"
trace menu-help Help menu,paraphrase "I need help"
trace menu-find Search menu,paraphrase "find a word in the text"
negative neg-menu-tools absent,menu "click 'Tools'"
negative neg-menu-insert absent,menu "open the Insert menu"
negative neg-menu-format absent,menu "click 'Format'"
negative neg-menu-window absent,menu "click 'Window'"
xdotool mousemove 19 12 click 1
sleep 1
trace menu-open-save Save menu,similar,literal "click 'Save'"
trace menu-open-save-as "Save As..." menu,similar,literal "click 'Save As...'"
trace menu-open-new New menu,literal "click New"
trace menu-open-print "Print..." menu,literal "click 'Print...'"
trace menu-open-quit Quit menu,literal "click Quit"
trace menu-open-exit Quit menu,paraphrase "exit the editor"
trace menu-open-another-name "Save As..." menu,similar,paraphrase "store it under a different file name"
negative neg-menu-open-export absent,menu "click 'Export'"
negative neg-menu-open-print-preview lookalike,menu "click 'Print Preview'"
negative neg-menu-open-close-all lookalike,menu "click 'Close All Tabs'"
xdotool key Escape
stop

start zenity 3 -- zenity --question --title "Unsaved changes" --text "Save changes to the document?" \
  --ok-label Save --cancel-label "Close without saving" --extra-button Cancel
app_a=$app_pid
yad --posx 420 --posy 300 --title "Update" --text "An update is ready to install." --button "Install now:0" \
  --button "Remind me later:1" >/dev/null 2>&1 &
app_b=$!
sleep 2
trace overlap-install "Install now" overlap,literal "click 'Install now'"
trace overlap-later "Remind me later" overlap,literal "click 'Remind me later'"
trace overlap-save Save overlap,literal "click 'Save'"
trace overlap-postpone "Remind me later" overlap,paraphrase "postpone the update"
kill "$app_b" 2>/dev/null || true
app_pid=$app_a
stop

start zenity 1 -- zenity --info --title "Greeting" --text "Hello there"
negative neg-hello-nothing absent,dialog "click 'Nothing here'"
negative neg-hello-cancel absent,dialog "click Cancel"
negative neg-hello-help absent,dialog "press the Help button"
negative neg-hello-world lookalike,dialog "click 'Hello world'"
stop

start zenity 4 -- zenity --list --title "Mail" --text "Pick a folder" --column Folder --width 420 --height 360 \
  "Deleted items" "Sent mail" "Drafts folder" "Archive 2023"
negative neg-mail-delete lookalike,list "click Delete"
negative neg-mail-send lookalike,list "click 'Send'"
negative neg-mail-archive-2024 lookalike,list "click 'Archive 2024'"
negative neg-mail-inbox absent,list "open the Inbox"
negative neg-mail-spam absent,list "click 'Spam'"
stop
echo "traces: $(ls "$out"/*.json | wc -l) in $out" >&2
