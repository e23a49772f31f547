#!/usr/bin/python3
"""A screen reader under steady input: runs Orca and a program on a private accessibility bus (Xvfb, a D-Bus
session), sends random clicks, drags, wheel turns and keys at a fixed rate, and meanwhile walks the program's
whole accessibility tree every half second from a second AT-SPI client, as a second assistive tool would.

Prints one JSON object: how often Orca spoke during the input and the longest it was silent, how long its event
queue grew (over 50) and how often it pruned it for a flood, the walks made and
the slowest, the walker's calls (the median, and how many took over 2 ms: most waited for a frame of the program's),
and the program's CPU use in the ten seconds after the input stops (and when it fell idle), beside whether its
window changed in each of them (and when it stopped changing): an animation still running is not a busy bridge.
Run it through scripts/accessibility-soak.sh, which makes the private session. Needs Debian's orca, at-spi2-core,
gir1.2-atspi-2.0, gir1.2-gtk-3.0, python3-gi, xvfb, xdotool and speech-dispatcher.

    accessibility-soak.py --rate 10 --seconds 180 -- picker-demo --page calendar
"""
import argparse, atexit, json, multiprocessing, os, queue, random, re, shlex, subprocess, sys, time


def cpu_seconds(pid):
    """The process's user and system CPU time so far, in seconds."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def pixels(left, top, width, height):
    """A digest of what the screen shows in the rectangle: a program that still draws changes it."""
    import gi  # here, not at the top: first called after the walker's process is forked, so it shares no X connection
    gi.require_version("Gdk", "3.0")
    from gi.repository import Gdk
    shot = Gdk.pixbuf_get_from_window(Gdk.get_default_root_window(), left, top, width, height)
    return hash(shot.get_pixels()) if shot else None


def geometry(window):
    """The window's place and size (X, Y, WIDTH, HEIGHT...) as xdotool reports them."""
    shell = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], capture_output=True, text=True).stdout
    return {key: int(value) for key, value in (line.split("=") for line in shell.split()) if value.lstrip("-").isdigit()}


def walker(name, stop, results):
    """Walks the application named `name` every 0.5 s until `stop` is set, then puts each walk's seconds and
    each call's on `results`. A process of its own, as a second tool is: a thread here would wait for the
    interpreter's lock while the input is sent, and count that wait as the program's."""
    walks, calls = [], []
    try:
        walk_until_stopped(name, stop, walks, calls)
    finally:  # whatever was measured, even if the walker failed
        results.put((walks, calls))


def walk_until_stopped(name, stop, walks, calls):
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import Atspi

    def timed(call, *arguments):
        start = time.perf_counter()
        result = call(*arguments)
        calls.append(time.perf_counter() - start)
        return result

    def count(node, depth=0):
        if node is None or depth > 40:
            return 0
        timed(node.get_name); timed(node.get_role); timed(node.get_state_set)
        children = range(timed(node.get_child_count))
        return 1 + sum(count(timed(node.get_child_at_index, i), depth + 1) for i in children)

    desktop = Atspi.get_desktop(0)
    while not stop.is_set():
        start = time.monotonic()
        try:
            apps = [desktop.get_child_at_index(i) for i in range(desktop.get_child_count())]
            app = next((a for a in apps if a is not None and a.get_name() == name), None)
            nodes = count(app) if app is not None else 0
            walks.append({"seconds": time.monotonic() - start, "nodes": nodes})
        except Exception as error:  # a node that went away mid-walk: the walk counts, as a failed one
            walks.append({"seconds": time.monotonic() - start, "error": str(error)[:80]})
        stop.wait(max(0, 0.5 - (time.monotonic() - start)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rate", type=float, default=1, help="inputs a second")
    parser.add_argument("--seconds", type=float, default=120, help="how long the input lasts")
    parser.add_argument("--app-name", default="PickerKit demo", help="the application's name on the bus")
    parser.add_argument("--orca-log", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("program", nargs="+")
    options = parser.parse_args()
    if len(options.program) == 1:  # the program and its arguments in one string, as orca-transcript.sh takes them
        options.program = shlex.split(options.program[0])
    random.seed(options.seed)

    program = subprocess.Popen(options.program, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    atexit.register(lambda: program.poll() is None and program.terminate())
    time.sleep(6)
    window = subprocess.run(["xdotool", "search", "--pid", str(program.pid)], capture_output=True, text=True).stdout.split()
    if not window:
        sys.exit("the program showed no window")
    # The largest of the program's windows (a GTK program has a hidden leader window too).
    sizes = {candidate: geometry(candidate) for candidate in window}
    window = max(window, key=lambda candidate: sizes[candidate].get("WIDTH", 0) * sizes[candidate].get("HEIGHT", 0))
    subprocess.run(["xdotool", "windowactivate", "--sync", window, "windowfocus", "--sync", window], capture_output=True)
    size = geometry(window)
    left, top, width, height = (size[k] for k in ("X", "Y", "WIDTH", "HEIGHT"))

    stop, results = multiprocessing.Event(), multiprocessing.Queue()
    walking = multiprocessing.Process(target=walker, args=(options.app_name, stop, results), daemon=True)
    walking.start()
    keys = ["Tab", "shift+Tab", "Left", "Right", "Up", "Down", "Next", "Prior", "Home", "End"]
    began = time.time()
    for step in range(int(options.rate * options.seconds)):
        x, y = left + random.randrange(10, width - 10), top + random.randrange(10, height - 10)
        kind = random.choice(["click", "drag", "wheel", "key", "key"])
        if kind == "click":
            subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"])
        elif kind == "drag":
            # On the screen (xdotool reads a negative coordinate as an option), possibly past the window.
            dx = max(-x, random.choice([-1, 1]) * random.randrange(40, 200))
            subprocess.run(["xdotool", "mousemove", str(x), str(y), "mousedown", "1", "mousemove", str(x + dx // 2), str(y),
                            "mousemove", str(x + dx), str(y), "mouseup", "1"])
        elif kind == "wheel":
            subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", random.choice(["4", "5"])])
        else:
            subprocess.run(["xdotool", "key", random.choice(keys)])
        time.sleep(max(0, began + (step + 1) / options.rate - time.time()))
    ended = time.time()
    stop.set()
    try:
        walks, calls = results.get(timeout=60)
    except queue.Empty:  # a walk stuck for a minute
        walks, calls = [{"seconds": 60, "error": "the walker did not finish"}], []
    # The program's CPU use in each second after the input stops, and whether its window changed in it (an
    # animation that goes on, such as a fling's last seconds).
    cpu, changed, last, shown = [], [], cpu_seconds(program.pid), pixels(left, top, width, height)
    for _ in range(10):
        second = time.time() + 1
        changed.append(False)
        while time.time() < second:  # ten looks a second: a motion that comes back (a bounce) changes the window too
            time.sleep(max(0, min(0.1, second - time.time())))
            showing = pixels(left, top, width, height)
            changed[-1] |= showing != shown
            shown = showing
        now = cpu_seconds(program.pid)
        cpu.append(round(now - last, 3))
        last = now
    program.terminate()
    program.wait(5)
    walking.join(5)

    spoken, longest_queue, floods = [], 0, 0
    for line in open(options.orca_log, errors="replace"):
        match = re.match(r"(\d\d):(\d\d):(\d\d\.\d+) - SPEECH OUTPUT:", line)
        if match:
            h, m, s = match.groups()
            spoken.append(int(h) * 3600 + int(m) * 60 + float(s))
        # Orca's event queue: its length when over 50, and each time Orca thinned it (asking the app for the
        # name of every queued event's object), the sign that it could not keep up.
        match = re.search(r"Queue size is (\d+)", line)
        if match:
            longest_queue = max(longest_queue, int(match.group(1)))
        floods += "Pruning event queue due to flood" in line
    start_of_day = time.mktime(time.localtime(began)[:3] + (0, 0, 0, 0, 0, -1))
    during = [t for t in spoken if began - start_of_day <= t <= ended - start_of_day]
    edges = [began - start_of_day] + during + [ended - start_of_day]
    finished = [w["seconds"] for w in walks if "error" not in w]
    idle_after = next((i for i, used in enumerate(cpu) if all(u < 0.05 for u in cpu[i:])), None)
    still_after = next(i for i in range(len(changed) + 1) if not any(changed[i:]))  # len(changed): still changing
    print(json.dumps({
        "program": " ".join(options.program), "rate": options.rate, "seconds": options.seconds,
        "orcaUtterancesDuringInput": len(during),
        "longestSilenceSeconds": round(max(b - a for a, b in zip(edges, edges[1:])), 2),
        "orcaLongestQueue": longest_queue, "orcaFloodPrunes": floods,
        "walks": len(walks), "failedWalks": len(walks) - len(finished),
        "slowestWalkSeconds": round(max(finished), 3) if finished else None,
        "medianWalkSeconds": round(sorted(finished)[len(finished) // 2], 3) if finished else None,
        "walkCalls": len(calls), "medianCallMilliseconds": round(sorted(calls)[len(calls) // 2] * 1000, 3) if calls else None,
        "callsOver2Milliseconds": sum(1 for c in calls if c > 0.002),
        "cpuSecondsEachSecondAfterInput": cpu, "idleAfterSeconds": idle_after,
        "windowChangedEachSecondAfterInput": changed, "stillAfterSeconds": still_after,
    }))


if __name__ == "__main__":
    main()
