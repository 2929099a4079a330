"""The build's trimmed standard library (tools/stdlib_trim.py)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import stdlib_trim  # noqa: E402

PINNED = ROOT / "vendor" / "pyodide" / "python_stdlib.zip"
needs_vendor = pytest.mark.skipif(not PINNED.exists(), reason="vendor/ missing (make setup)")


def _fake_stdlib(path: Path) -> None:
    with zipfile.ZipFile(path, "w") as zf:
        for name in ("json/", "json/__init__.py", "json/decoder.py", "json/tool.py", "typing.py",
                     "unittest/", "unittest/__init__.py", "site-packages/",
                     "site-packages/README.txt"):
            zf.writestr(name, "" if name.endswith("/") else f"# {name}\n")


def test_trim_keeps_named_modules_their_package_and_site_packages(tmp_path):
    src, dest = tmp_path / "full.zip", tmp_path / "trim.zip"
    _fake_stdlib(src)
    stdlib_trim.trim(src, dest, ["json.decoder", "typing"])
    with zipfile.ZipFile(dest) as zf:
        assert sorted(zf.namelist()) == ["json/", "json/__init__.py", "json/decoder.py",
                                         "site-packages/", "site-packages/README.txt",
                                         "typing.py"]
        assert zf.read("json/decoder.py") == b"# json/decoder.py\n"


def test_a_module_missing_from_the_zip_stops_the_build(tmp_path):
    src = tmp_path / "full.zip"
    _fake_stdlib(src)
    with pytest.raises(KeyError, match="jsonn"):
        stdlib_trim.trim(src, tmp_path / "trim.zip", ["jsonn"])


@needs_vendor
def test_every_kept_module_is_in_the_pinned_stdlib(tmp_path):
    kept = stdlib_trim.trim(PINNED, tmp_path / "trim.zip")
    assert len(kept) < 300
    assert (tmp_path / "trim.zip").stat().st_size < PINNED.stat().st_size / 2


PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"


def _page_modules() -> list[str]:
    import build_site

    mods = []
    for pkg in ("boardgame", "web", "yokohama", "machikoro"):
        for p in build_site._package_files(ROOT / pkg):
            if p.suffix == ".py":
                name = ".".join(p.relative_to(ROOT).with_suffix("").parts)
                mods.append(name.removesuffix(".__init__"))
    return mods


needs_node = pytest.mark.skipif(shutil.which("node") is None or not PYODIDE.exists(),
                                reason="needs node and the pyodide npm package (make setup)")


@needs_vendor
@needs_node
def test_every_module_the_page_ships_imports_on_the_trimmed_stdlib(tmp_path):
    """Under Pyodide (Node) with only the standard library the build ships (trimmed, as
    bytecode), each module of the archives the page loads imports, so a feature's lazy import
    cannot miss a module."""
    import build_site

    shipped = tmp_path / "python_stdlib.zip"
    build_site.write_stdlib(PINNED, shipped)
    mods = _page_modules()
    assert len(mods) > 50
    run = subprocess.run(["node", "tools/stdlib_check.mjs", str(shipped), *mods],
                         cwd=ROOT, capture_output=True, text=True, timeout=300, check=True)
    assert json.loads(run.stdout.strip().splitlines()[-1]) == {"failed": {}}


@needs_vendor
@needs_node
def test_the_shipped_stdlib_is_bytecode_of_the_kept_modules_only(tmp_path):
    """Each kept module ships as bytecode, without its source: no start compiles the
    standard library again (issue 15)."""
    import build_site

    trimmed, shipped = tmp_path / "trim.zip", tmp_path / "python_stdlib.zip"
    kept = stdlib_trim.trim(PINNED, trimmed)
    build_site.write_stdlib(PINNED, shipped)
    with zipfile.ZipFile(shipped) as zf:
        names = zf.namelist()
        pyc = zf.read("json/decoder.pyc")
    assert not [n for n in names if n.endswith(".py")]
    assert sorted(n + "c" for n in kept if n.endswith(".py")) == \
        sorted(n for n in names if n.endswith(".pyc"))
    assert pyc[4:8] == (1).to_bytes(4, "little")  # an unchecked hash-based .pyc (PEP 552)


@needs_node
def test_pyc_compile_refuses_a_cache_of_optimized_bytecode():
    run = subprocess.run(["node", "tools/pyc_compile.mjs", "cache", "2", "a.zip", "b.zip"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "usage" in run.stderr
