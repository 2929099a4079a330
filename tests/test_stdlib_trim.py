"""The build's trimmed standard library (tools/stdlib_trim.py)."""

from __future__ import annotations

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
