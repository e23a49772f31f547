#!/usr/bin/env bash
# Runs picker-demo, installing what it needs first. Arguments go to picker-demo, e.g.
#   scripts/demo.sh --page minipicker --locale nl_NL
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --product picker-demo
exec "$(swift build --show-bin-path)/picker-demo" "$@"
