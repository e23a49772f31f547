#!/usr/bin/env bash
# Builds and runs the suites that need no display (PickerCoreTests, PickerWidgetsTests, PickerATSPITests, the embedding tests) under the address
# sanitizer with LeakSanitizer on, in a scratch path of their own (.build-asan), so the normal build is
# untouched. Any memory error or leak fails the run. Arguments go to `swift test` (e.g. --filter X).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build --build-tests --sanitize=address --scratch-path .build-asan
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0"
# Core and widgets, and the embedding API on SDL's dummy video driver (hosts and panels an app makes and
# destroys must not leak).
filter=(--filter 'PickerCoreTests|PickerWidgetsTests|PickerATSPITests|PanelHost|WindowHostTests')
[ "$#" -gt 0 ] && filter=()
swift test --skip-build --sanitize=address --scratch-path .build-asan "${filter[@]}" "$@"
