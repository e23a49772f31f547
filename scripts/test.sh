#!/usr/bin/env bash
# Runs every test (core, widgets, offscreen screenshots, end-to-end in a real window under Xvfb,
# the GameLoop example embedding PickerKit) and builds the API documentation, installing what they
# need first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --test
swift build --build-tests
# The example is a package of its own that depends on this one by path; the end-to-end tests run it.
swift build --package-path Examples/GameLoop
swift test --skip-build "$@"
# The API documentation (DocC): any warning, such as a link to a symbol that doesn't exist, fails.
bash scripts/docs.sh
