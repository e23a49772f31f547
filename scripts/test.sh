#!/usr/bin/env bash
# Runs every test (core, widgets, offscreen screenshots, end-to-end in a real window under Xvfb,
# the GameLoop example embedding PickerKit), checks that every code example in the README, the DocC
# articles and the doc comments is compiled, and builds the API documentation, installing what they
# need first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh --test
# Each Swift example the documentation shows must be part of a snippet (Snippets/*.swift); a
# Package.swift fragment must parse as a manifest. Cheap, so first: a drifted example fails fast.
bash scripts/check-examples.sh
# Builds the library, the executables, the tests and the snippets (SwiftPM builds every Snippets/*.swift
# as an executable against the package's libraries), so an example that no longer compiles fails here.
swift build --build-tests
# The example is a package of its own that depends on this one by path; the end-to-end tests run it.
swift build --package-path Examples/GameLoop
# The SDL3 host is a package of its own too (SDL3/; one process cannot load SDL2 and SDL3). Its leg runs
# wherever pkg-config finds SDL 3 and SDL3_ttf.
sdl3=no
if pkg-config --exists sdl3 sdl3-ttf; then
  sdl3=yes
  swift build --package-path SDL3 --build-tests
  # The GameLoop example's SDL 3 twin, which the SDL3 leg's tests run.
  swift build --package-path Examples/GameLoopSDL3
else
  echo "Skipped the SDL3 leg: pkg-config finds no sdl3 and sdl3-ttf (install libsdl3-dev libsdl3-ttf-dev, or set PKG_CONFIG_PATH; see SDL3/README.md)."
fi
# The SDL suites run one after another (SDL is not thread-safe), so a run uses one core for most of its
# time. With no arguments the damage tests, the longest, run beside the rest in a second process: the test
# binary itself, since a second `swift test` would wait for the first's lock on .build.
if [ $# -eq 0 ]; then
  log=$(mktemp)
  tests="$(swift build --show-bin-path)/PickerKitPackageTests.xctest"
  "$tests" --testing-library swift-testing --filter 'SDLTests.DamageTests' >"$log" 2>&1 &
  damage=$!
  status=0
  swift test --skip-build --skip 'SDLTests.DamageTests' || status=$?
  wait "$damage" || status=$?
  cat "$log"
  rm -f "$log"
  [ "$status" -eq 0 ] || exit "$status"
  [ "$sdl3" = no ] || swift test --package-path SDL3 --skip-build
else
  swift test --skip-build "$@"
fi
# The API documentation (DocC): any warning, such as a link to a symbol that doesn't exist, fails.
bash scripts/docs.sh
