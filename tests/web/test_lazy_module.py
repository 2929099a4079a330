"""``protocol.lazy_module``: the shell names a module at import time and runs it on first use."""

from __future__ import annotations

import sys

from web.shell import protocol


def _lazy_package(root, monkeypatch):
    """A package ``lazypkg`` under ``root`` whose ``screen`` module, when run, creates the file
    returned (and sets VALUE = 7)."""
    pkg = root / "lazypkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    ran = root / "ran"
    (pkg / "screen.py").write_text(f"open({str(ran)!r}, 'w').close()\nVALUE = 7\n")
    monkeypatch.syspath_prepend(str(root))
    monkeypatch.delitem(sys.modules, "lazypkg", raising=False)
    return ran


def test_a_lazy_module_runs_on_its_first_attribute_read(tmp_path, monkeypatch):
    ran = _lazy_package(tmp_path, monkeypatch)
    try:
        mod = protocol.lazy_module("lazypkg.screen")
        assert not ran.exists()
        assert sys.modules["lazypkg"].screen is mod
        assert mod.VALUE == 7 and ran.exists()
        assert protocol.lazy_module("lazypkg.screen") is mod  # already imported: that module
    finally:
        for name in ("lazypkg.screen", "lazypkg"):
            sys.modules.pop(name, None)


def test_the_loaded_module_list_leaves_a_lazy_module_unrun(tmp_path, monkeypatch):
    """window.yokoModules() (what the start-up e2e test reads) must not import what it lists."""
    import json

    from web.shell import startup

    ran = _lazy_package(tmp_path, monkeypatch)
    try:
        protocol.lazy_module("lazypkg.screen")
        listed = json.loads(startup.loaded_modules())
        assert "lazypkg" in listed and "lazypkg.screen" not in listed
        assert not ran.exists()
    finally:
        for name in ("lazypkg.screen", "lazypkg"):
            sys.modules.pop(name, None)
