#!/usr/bin/env bash
# Runs a command with an unlocked Secret Service (gnome-keyring) on a private session bus, so the
# token vault's tests use the real OS keychain. With a session bus already there, runs it as is.
set -euo pipefail
if [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || ! command -v dbus-run-session >/dev/null 2>&1; then
  exec "$@"
fi
# The daemon keeps its keyrings in a folder of this run only: two runs at once (two checkouts on one
# machine) would otherwise share ~/.local/share/keyrings and delete each other's collections.
keyrings=$(mktemp -d)
trap 'rm -rf "$keyrings"' EXIT
dbus-run-session -- bash -c '
  echo -n "${AERODESK_KEYRING_PASSWORD:-aerodesk-test}" | XDG_DATA_HOME="$0" gnome-keyring-daemon --unlock --components=secrets >/dev/null
  exec "$@"
' "$keyrings" "$@"
