#!/usr/bin/env bash
# Every Swift example in README.md, the DocC articles (Sources/PickerKit/PickerKit.docc) and the ///
# doc comments of Sources must be compiled: its lines (trimmed) must appear, in one run, in a file
# under Snippets/, which `swift build` builds against the package. Package.swift fragments are parsed
# by `swift package dump-package` instead. Exits 1, naming file:line, for an example that is not.
# `--no-manifests` skips the manifest parse (no Swift toolchain needed).
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/check_examples.py "$@" .
