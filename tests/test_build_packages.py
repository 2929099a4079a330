"""tools/build_site ships one archive per Python package, taken from the page's registry (the
floor, every registered game's engine, the page), and names them in a pyscript.toml that
parses."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_site  # noqa: E402

from web.shell import protocol  # noqa: E402


def test_the_shipped_packages_are_the_floor_the_registered_engines_and_the_page():
    packages = build_site.packages()
    engines = [gi.kind.engine for gi in protocol.games()]
    assert packages == ("boardgame", *engines, "web") and engines
    assert all((ROOT / pkg / "__init__.py").is_file() for pkg in packages)


def test_pyscript_toml_names_one_archive_per_package():
    config = tomllib.loads(build_site.pyscript_toml())
    assert config["files"] == {f"./{pkg}.zip": f"./{pkg}/*" for pkg in build_site.packages()}
    assert config["interpreter"].startswith("./vendor/pyodide-")


def test_both_script_types_leave_out_the_same_unused_plugins():
    """PyScript imports its plugins once per script type (Python and MicroPython): the page's
    two configs leave out the same ones (the build writes MicroPython's from pyscript.toml),
    and none of their chunks is precached."""
    left_out = tomllib.loads(build_site.pyscript_toml())["plugins"]
    mpy = re.search(r"<mpy-config hidden>(.*?)</mpy-config>",
                    (ROOT / "index.html").read_text(encoding="utf-8"), re.S)
    assert mpy is not None and mpy[1] == "{{mpy_config}}"
    assert tomllib.loads(build_site.mpy_config())["plugins"] == left_out
    assert left_out and all(name.startswith("!") for name in left_out)
    for name in left_out:
        assert not build_site.pyscript_used(f"{name[1:]}-AbCd1234.js")
