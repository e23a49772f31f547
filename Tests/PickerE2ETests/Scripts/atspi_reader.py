#!/usr/bin/python3
"""Reads picker-demo through AT-SPI from outside, as a screen reader does, and prints what it found as JSON.

Run inside `dbus-run-session` with DISPLAY set (an Xvfb): it starts the accessibility bus
(at-spi-bus-launcher), turns accessibility on, starts the demo with --log-events, finds its application
on the desktop and reads the whole tree (role, name, id, value, value text, states, extents in window
coordinates). Then, in order, for each option given:
  --set NAME=VALUE   sets the Value of the first spin button named NAME (Atspi.Value.set_current_value)
  --click NAME       does action 0 ("click") on the first node named NAME
  --tab N            presses Tab N times (xdotool) and records the focus events that arrive
  --keys K,K,...     then presses these keys (xdotool names) and records the focus and value events that
                     arrive, and every key event the registry hands to key listeners (as Orca listens)
  --consume KEY      the key listener consumes presses of KEY (an X key name), as Orca consumes its commands
The demo's stdout lines (its --log-events JSON) come back in "log"; the tree after the steps in "after".
"""
import argparse, json, os, subprocess, sys, time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, Gio, GLib


def wait_for(predicate, timeout, step=0.1):
    end = time.time() + timeout
    while time.time() < end:
        result = predicate()
        if result:
            return result
        pump(step)
    return predicate()


def pump(seconds):
    """Runs GLib's main context for a while, so AT-SPI events are delivered."""
    context = GLib.MainContext.default()
    end = time.time() + seconds
    while time.time() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def node_json(obj):
    states = obj.get_state_set()
    value = obj.get_value_iface() if "Value" in obj.get_interfaces() else None
    extents = obj.get_extents(Atspi.CoordType.WINDOW) if "Component" in obj.get_interfaces() else None
    attributes = obj.get_attributes() or {}
    return {
        "role": obj.get_role_name(),
        "name": obj.get_name(),
        "id": obj.get_accessible_id(),
        "value": value.get_current_value() if value else None,
        "minimum": value.get_minimum_value() if value else None,
        "maximum": value.get_maximum_value() if value else None,
        "valueText": attributes.get("valuetext"),
        "states": sorted(s.value_nick for s in Atspi.StateType.__enum_values__.values() if states.contains(s)),
        "extents": [extents.x, extents.y, extents.width, extents.height] if extents else None,
        "interfaces": list(obj.get_interfaces()),
        "children": [node_json(obj.get_child_at_index(i)) for i in range(obj.get_child_count())],
    }


def all_nodes(obj):
    yield obj
    for i in range(obj.get_child_count()):
        child = obj.get_child_at_index(i)
        if child is not None:
            yield from all_nodes(child)


def find(app, name, role=None):
    for obj in all_nodes(app):
        if obj.get_name() == name and (role is None or obj.get_role_name() == role):
            return obj
    raise SystemExit(f"no node named {name!r}")


def direct_reading(app):
    """The application's name and children read over the socket it offers (GetApplicationBusAddress), which
    libatspi calls instead of the bus; None when it offers none."""
    root = "/org/a11y/atspi/accessible/root"
    session = Gio.bus_get_sync(Gio.BusType.SESSION)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None, None, 0, 2000).unpack()[0]
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
    bus = Gio.DBusConnection.new_for_address_sync(address, flags | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION)
    names = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames",
                          None, None, 0, 2000).unpack()[0]
    pid = app.get_process_id()
    name = next(n for n in names if n.startswith(":") and bus.call_sync(
        "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetConnectionUnixProcessID",
        GLib.Variant("(s)", (n,)), None, 0, 2000).unpack()[0] == pid)
    peer = bus.call_sync(name, root, "org.a11y.atspi.Application", "GetApplicationBusAddress", None, None, 0, 2000).unpack()[0]
    if not peer:
        return None
    direct = Gio.DBusConnection.new_for_address_sync(peer, flags)
    name = direct.call_sync(None, root, "org.freedesktop.DBus.Properties", "Get",
                            GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), None, 0, 2000).unpack()[0]
    children = direct.call_sync(None, root, "org.a11y.atspi.Accessible", "GetChildren", None, None, 0, 2000).unpack()[0]
    direct.close_sync()
    return {"name": name, "children": [path for _, path in children]}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--demo", required=True)
    parser.add_argument("--set", action="append", default=[])
    parser.add_argument("--click", action="append", default=[])
    parser.add_argument("--tab", type=int, default=0)
    parser.add_argument("--keys", default="")
    parser.add_argument("--consume", default="")
    parser.add_argument("demo_arguments", nargs="*")
    options = parser.parse_args()

    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # Wait for the launcher to own its name (asking it anything sooner would start a second one), then turn
    # accessibility on and wait until the status says so: the demo connects only then.
    owner = ["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
             "org.freedesktop.DBus.NameHasOwner", "string:org.a11y.Bus"]
    wait_for(lambda: "boolean true" in subprocess.run(owner, capture_output=True, text=True).stdout, 10)
    status = ["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
              "org.freedesktop.DBus.Properties."]
    subprocess.run([*status[:-1], status[-1] + "Set", "string:org.a11y.Status", "string:IsEnabled", "variant:boolean:true"],
                   capture_output=True, check=True)
    wait_for(lambda: "boolean true" in subprocess.run([*status[:-1], status[-1] + "Get", "string:org.a11y.Status", "string:IsEnabled"],
                                                      capture_output=True, text=True).stdout, 10)
    desktop = Atspi.get_desktop(0)  # starts the registry before the demo registers with it
    desktop.get_child_count()
    log_path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"atspi-reader-{os.getpid()}.log")
    log = open(log_path, "w")
    demo = subprocess.Popen([options.demo] + options.demo_arguments + ["--log-events"], stdout=log, stderr=subprocess.STDOUT)
    report = {}
    try:
        def application():
            for i in range(desktop.get_child_count()):
                app = desktop.get_child_at_index(i)
                # Registered, with its window holding a panel: the demo joins the bus before it shows its page.
                if app is not None and app.get_name() == "PickerKit demo" and app.get_child_count() > 0:
                    window = app.get_child_at_index(0)
                    if window is not None and window.get_child_count() > 0:
                        return app
            return None

        app = wait_for(application, 15)
        if app is None:
            raise SystemExit("picker-demo's application never appeared on the accessibility bus")
        report["toolkit"] = app.get_toolkit_name()
        report["direct"] = direct_reading(app)
        report["tree"] = node_json(app)
        for assignment in options.set:
            name, value = assignment.split("=", 1)
            find(app, name, "spin button").get_value_iface().set_current_value(float(value))
            pump(0.5)
        for name in options.click:
            find(app, name).get_action_iface().do_action(0)
            pump(0.5)
        focus_events = []
        keys = [k for k in options.keys.split(",") if k]
        key_events, value_events = [], []
        if keys:
            def on_key(event):
                key_events.append({"string": event.event_string, "pressed": event.type == Atspi.EventType.KEY_PRESSED_EVENT,
                                   "keycode": event.hw_code, "keysym": event.id})
                return event.type == Atspi.EventType.KEY_PRESSED_EVENT and event.event_string == options.consume
            key_listener = Atspi.DeviceListener.new(on_key)
            Atspi.register_keystroke_listener(key_listener, None, 0,
                                              (1 << Atspi.EventType.KEY_PRESSED_EVENT) | (1 << Atspi.EventType.KEY_RELEASED_EVENT),
                                              Atspi.KeyListenerSyncType.SYNCHRONOUS | Atspi.KeyListenerSyncType.CANCONSUME)
            value_listener = Atspi.EventListener.new(
                lambda event: value_events.append({"name": event.source.get_name(),
                                                   "valueText": (event.source.get_attributes() or {}).get("valuetext")}))
            value_listener.register("object:property-change:accessible-value")
        if options.tab or keys:
            listener = Atspi.EventListener.new(
                lambda event: focus_events.append({"name": event.source.get_name(), "role": event.source.get_role_name()})
                if event.detail1 == 1 else None)
            listener.register("object:state-changed:focused")
            window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(demo.pid)], capture_output=True, text=True).stdout.split()
            if window:
                subprocess.run(["xdotool", "windowfocus", "--sync", window[-1]], capture_output=True)
            for _ in range(options.tab):
                subprocess.run(["xdotool", "key", "Tab"], check=True)
                pump(0.4)
            wait_for(lambda: len(focus_events) >= options.tab, 3)
            for key in keys:
                subprocess.run(["xdotool", "key", key], check=True)
                pump(0.6)
            listener.deregister("object:state-changed:focused")
        report["keyEvents"] = key_events
        report["valueEvents"] = value_events
        report["focusEvents"] = focus_events
        pump(1.0)
        report["after"] = node_json(app)
    finally:
        demo.terminate()
        demo.wait(5)
        launcher.terminate()
        log.close()
    with open(log_path) as text:
        report["log"] = [line.strip() for line in text if line.startswith("{")]
    os.remove(log_path)
    print(json.dumps(report))


main()
