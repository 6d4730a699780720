#!/usr/bin/env bash
# Runs a command (the benchmarks) with an OS keychain of its own: scripts/with-keyring.sh's
# gnome-keyring on a private session bus, its keyrings in a folder of their own that is removed
# afterwards. The benches that sign in store sessions there, so keyrings of other programs, or
# test runs at the same time sharing ~/.local/share/keyrings, neither see nor disturb theirs.
set -euo pipefail
keyrings_home=$(mktemp -d "${TMPDIR:-/tmp}/aerodesk-bench-keyring.XXXXXX")
trap 'rm -rf "$keyrings_home"' EXIT
unset DBUS_SESSION_BUS_ADDRESS
XDG_DATA_HOME="$keyrings_home" bash "$(dirname "$0")/../scripts/with-keyring.sh" "$@"
