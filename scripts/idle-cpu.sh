#!/usr/bin/env bash
# Measures what an idle picker-demo window costs: frames rendered and CPU used while nobody touches it.
# DESIGN.md section 3 ("frames on demand"): an idle window sleeps in SDL_WaitEvent, so the target is 0 frames.
#
#   scripts/idle-cpu.sh            # prints {"idle_seconds":10,"frames":N,"cpu_seconds":X,"cpu_percent":Y,...}
#
# Builds picker-demo (release), starts Xvfb on the first free display from :70 to :79, runs
#   picker-demo --page minipicker --log-frames
# in a real window, waits for the startup frames, then counts the {"frame":...} lines and the process's
# utime+stime (/proc/<pid>/stat, in clock ticks) over the idle period. Only the JSON line goes to stdout.
# Environment: IDLE_SECONDS (default 10), STARTUP_SECONDS (default 2), PAGE (default minipicker).
# Kills only the processes it started (by pid), on success, on error and on Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."

idle_seconds=${IDLE_SECONDS:-10}
startup_seconds=${STARTUP_SECONDS:-2}
page=${PAGE:-minipicker}

fail() { echo "idle-cpu: $*" >&2; exit 1; }

xvfb_pid=""
demo_pid=""
work=$(mktemp -d /tmp/idle-cpu.XXXXXX)
cleanup() {
    # Only what this script started, by pid; the demo first so it does not see its display vanish.
    if [[ -n $demo_pid ]] && kill -0 "$demo_pid" 2>/dev/null; then
        kill "$demo_pid" 2>/dev/null || true
        wait "$demo_pid" 2>/dev/null || true
    fi
    if [[ -n $xvfb_pid ]] && kill -0 "$xvfb_pid" 2>/dev/null; then
        kill "$xvfb_pid" 2>/dev/null || true
        wait "$xvfb_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

command -v Xvfb >/dev/null || fail "Xvfb is not installed (apt-get install xvfb)"

swift build -c release --product picker-demo >&2
demo=$(swift build -c release --show-bin-path)/picker-demo
[[ -x $demo ]] || fail "no picker-demo at $demo"

# CPU time of a process in clock ticks: utime + stime, fields 14 and 15 of /proc/<pid>/stat,
# counted after the ')' that closes the command name (which may hold spaces).
cpu_ticks() {
    local stat
    stat=$(cat "/proc/$1/stat") || fail "picker-demo (pid $1) is gone"
    stat=${stat##*) }
    # After "pid (comm) " the fields start at 3 (state): utime is the 12th word, stime the 13th.
    awk '{ print $12 + $13 }' <<<"$stat"
}

frame_lines() { grep -c '^{"frame":' "$work/frames.jsonl" || true; }

now() { date +%s.%N; }

# The first display from :70 to :79 that Xvfb can take (no lock file, no socket, and it starts).
display=""
for n in $(seq 70 79); do
    [[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]] && continue
    Xvfb ":$n" -screen 0 1024x768x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 50); do
        if DISPLAY=":$n" xdotool getdisplaygeometry >/dev/null 2>&1; then display=":$n"; break; fi
        kill -0 "$xvfb_pid" 2>/dev/null || break
        sleep 0.1
    done
    [[ -n $display ]] && break
    kill "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
    xvfb_pid=""
done
[[ -n $display ]] || fail "no free X display from :70 to :79 (see $work/xvfb.log)"

DISPLAY=$display "$demo" --page "$page" --log-frames >"$work/frames.jsonl" 2>"$work/demo.err" &
demo_pid=$!

sleep "$startup_seconds"
kill -0 "$demo_pid" 2>/dev/null || fail "picker-demo exited during startup: $(head -c 500 "$work/demo.err")"
startup_frames=$(frame_lines)
[[ $startup_frames -gt 0 ]] || fail "picker-demo rendered no frame in ${startup_seconds}s: is the window up? $(head -c 500 "$work/demo.err")"

frames_before=$(frame_lines)
ticks_before=$(cpu_ticks "$demo_pid")
start=$(now)
sleep "$idle_seconds"
ticks_after=$(cpu_ticks "$demo_pid")
frames_after=$(frame_lines)
end=$(now)
kill -0 "$demo_pid" 2>/dev/null || fail "picker-demo exited while idle: $(head -c 500 "$work/demo.err")"

clk_tck=$(getconf CLK_TCK)
awk -v idle="$idle_seconds" -v frames=$((frames_after - frames_before)) \
    -v ticks=$((ticks_after - ticks_before)) -v hz="$clk_tck" -v elapsed="$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" \
    -v startup="$startup_frames" -v display="$display" -v page="$page" 'BEGIN {
    cpu = ticks / hz
    printf "{\"idle_seconds\":%s,\"frames\":%d,\"cpu_seconds\":%.2f,\"cpu_percent\":%.2f,\"page\":\"%s\",\"startup_frames\":%d,\"measured_seconds\":%.2f,\"display\":\"%s\"}\n",
        idle, frames, cpu, 100 * cpu / elapsed, page, startup, elapsed, display
}'
