#!/usr/bin/env bash
# Runs a command with an unlocked Secret Service (gnome-keyring) on a private session bus, so the
# token vault's tests use the real OS keychain. With a session bus already there, runs it as is.
set -euo pipefail
if [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] || ! command -v dbus-run-session >/dev/null 2>&1; then
  exec "$@"
fi
exec dbus-run-session -- bash -c '
  echo -n "${AERODESK_KEYRING_PASSWORD:-aerodesk-test}" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  exec "$@"
' keyring "$@"
