#!/usr/bin/python3
"""Test tooling: prints, as JSON, every named control the running apps expose over AT-SPI,
with its role and its exact box in screen pixels. Ground truth for OCR tests; not product code.

Usage: atspi_boxes.py [APP_NAME]   (run with Debian's /usr/bin/python3, which has pyatspi)
"""
import json
import sys

import pyatspi

ROLES = {"push button", "toggle button", "check box", "radio button", "menu item", "menu",
         "page tab", "list item", "table cell", "text", "entry", "combo box", "label",
         "password text", "spin button", "link", "heading", "icon", "slider", "calendar"}


def toggles(node):
    """A list's check column: GTK's toggle cells say checked but never checkable; they have a Toggle action."""
    try:
        action = node.queryAction()
        return any(action.getName(i).lower() == "toggle" for i in range(action.nActions))
    except Exception:
        return False


def walk(node, app, out, depth=0):
    if depth > 40:
        return
    try:
        role = node.getRoleName()
        name = node.name or ""
        states = node.getState()
        showing = states.contains(pyatspi.STATE_SHOWING) and states.contains(pyatspi.STATE_VISIBLE)
        if role in ROLES and showing:
            ext = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            if ext.width > 0 and ext.height > 0:
                item = {"app": app, "role": role, "name": name,
                        "box": [ext.x, ext.y, ext.width, ext.height]}
                if states.contains(pyatspi.STATE_EDITABLE):
                    item["editable"] = True
                if states.contains(pyatspi.STATE_CHECKABLE) or role in ("check box", "radio button") or toggles(node):
                    item["checkable"] = True
                if not name and node.description:
                    item["description"] = node.description
                if role in ("check box", "radio button", "toggle button", "table cell"):
                    item["checked"] = states.contains(pyatspi.STATE_CHECKED)
                if role == "slider":
                    value = node.queryValue()
                    span = value.maximumValue - value.minimumValue
                    item["fraction"] = (value.currentValue - value.minimumValue) / span if span else 0.0
                out.append(item)
    except Exception:  # a node that went away while we walked: skip it
        pass
    try:
        children = list(node)
    except Exception:
        children = []
    for child in children:
        walk(child, app, out, depth + 1)


def main():
    only = sys.argv[1] if len(sys.argv) > 1 else None
    out = []
    for app in pyatspi.Registry.getDesktop(0):
        if app is None or (only and app.name != only):
            continue
        walk(app, app.name, out)
    json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
