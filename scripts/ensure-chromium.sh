#!/usr/bin/env bash
# Browser tests use Debian's Chromium (STACK.md); never a browser downloaded by a test tool.
set -euo pipefail
if [ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing and apt-get is not available: set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing Debian's chromium for the browser tests..."
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
