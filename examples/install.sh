#!/bin/sh
# A small installer that asks with wizard (docs/shell-scripts.md): three
# questions with `wizard ask`, each answer printed on standard output, then a
# flow whose saved answers come back as shell variables. At a terminal each
# question is a screen; piped, each takes one line:
#
#   printf 'web\n8080\ny\nmybox\n\n\n\n' | sh examples/install.sh
set -eu
flow="$(dirname "$0")/dev-machine.json"

name=$(wizard ask text --title "What is the service called?" --default web \
    --pattern '[a-z][a-z0-9-]*' --alert "Lower-case letters, digits and -, please.")
port=$(wizard ask number --title "Which port does it listen on?" \
    --min 1024 --max 65535 --default 8080)
# confirm prints nothing: 0 is yes, 1 is no; anything else (130: quit) ends the script.
boot=enabled
wizard ask confirm --title "Start it at boot?" --default yes || {
    status=$?
    [ "$status" -eq 1 ] || exit "$status"
    boot=disabled
}
# A quit prints nothing and exits 130: keep the output and check the status
# before eval, which would take nothing for success.
out=$(wizard setup --flow "$flow" --shell --prefix DEV_) || exit
eval "$out"

echo "Installing $name on port $port, $boot at boot, on $DEV_HOSTNAME for $DEV_EDITOR."
