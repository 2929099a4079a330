"""tools/build_site ships one archive per Python package, taken from the page's registry (the
floor, every registered game's engine, the page), and names them in a pyscript.toml that
parses."""

from __future__ import annotations

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
