"""The binding (web/shell/main.py and web/shell/dom_*.py) is layered: each module imports only
those below it, and the page's start imports none of the screens shown after a person's
action (issue 15)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SHELL = Path(__file__).resolve().parents[2] / "web" / "shell"
ROOT = SHELL.parents[1]
# bottom first: a module may import only the ones before it
LAYERS = ["dom_state", "dom_worker", "dom_storage", "dom_prefs", "dom_draw", "dom_computer",
          "dom_language", "dom_learn", "dom_panel", "dom_replay", "dom_import", "dom_net",
          "dom_actions", "dom_keyboard", "main"]
AFTER_AN_ACTION = ("boardgame.share", "boardgame.replay", "web.shell.archive_screen",
                   "web.shell.replay_screen", "web.shell.learn", "web.shell.tutorial",
                   "web.shell.dom_import")


def binding_imports(name: str) -> set[str]:
    """The binding modules ``name`` imports, anywhere in the file (lazily named ones too)."""
    tree = ast.parse((SHELL / f"{name}.py").read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module.rsplit(".", 1)[-1])
            if node.module == "web.shell":
                found.update(a.name for a in node.names)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.startswith("web.shell."):
            found.add(node.value.rsplit(".", 1)[-1])
    return found & set(LAYERS)


def test_every_binding_module_is_in_the_layers():
    assert {p.stem for p in SHELL.glob("dom_*.py")} | {"main"} == set(LAYERS)


def test_each_binding_module_imports_only_those_below_it():
    for i, name in enumerate(LAYERS):
        above = binding_imports(name) - set(LAYERS[:i])
        assert not above, f"{name} imports {sorted(above)}"


def test_the_page_start_runs_no_screen_shown_after_an_action():
    """With stand-ins for ``js`` and ``pyodide``: importing web.app (what index.html does)
    leaves the replay, archive, share, how-to, tutorial and file-import modules unrun."""
    code = (
        "import sys, types\n"
        "sys.modules['js'] = types.ModuleType('js')\n"
        "ffi = types.ModuleType('pyodide.ffi')\n"
        "ffi.create_proxy = ffi.to_js = lambda *a, **k: None\n"
        "sys.modules['pyodide'] = types.ModuleType('pyodide')\n"
        "sys.modules['pyodide.ffi'] = ffi\n"
        "from web import app\n"
        f"ran = [m for m in {AFTER_AN_ACTION!r} if m in sys.modules\n"
        "       and type(sys.modules[m]).__name__ != '_LazyModule']\n"
        "print(ran, 'web.shell.dom_actions' in sys.modules)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "[] True"
