#!/usr/bin/env bash
# Installs Debian's Chromium for screenshots, Storybook tests and the browser suite; a browser
# build downloaded by a test tool is never used. Does nothing when Chromium is already there.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] || command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium
