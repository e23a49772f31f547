#!/usr/bin/env bash
# Runs every test (core, widgets, offscreen screenshots, end-to-end in a real window under Xvfb),
# installing what they need first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --test
swift build --build-tests
swift test --skip-build "$@"
