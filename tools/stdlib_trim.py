#!/usr/bin/env python3
"""Trim Pyodide's ``python_stdlib.zip`` to the modules the page imports.

The pinned zip holds the whole standard library (2.5 MB compressed); the page needs about 150
modules of it. ``trim(src, dest)`` writes a zip with only the modules named in
``tools/stdlib_keep.txt`` (a package keeps its ``__init__.py``; the ``site-packages/`` folder
stays so ``site`` finds it). Build-time only: tools/build_site.py writes the result where the
runtime looks for its standard library, in place of the pinned file.

Usage: ``python tools/stdlib_trim.py SRC.zip DEST.zip`` (prints what was kept).
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

KEEP_FILE = Path(__file__).resolve().parent / "stdlib_keep.txt"
ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed: identical inputs give identical archives
ALWAYS = ("site-packages/",)  # entries kept whatever the list says


def keep_list(path: Path = KEEP_FILE) -> list[str]:
    """The dotted module names of the keep file (comments and blank lines skipped)."""
    names = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.append(line)
    return names


def module_paths(module: str, names: set[str]) -> list[str]:
    """The zip entries of ``module``: its ``.py`` file, or its package's ``__init__.py``, with
    the folders and ``__init__.py`` of the packages above it. Raises KeyError when the zip has
    neither."""
    base = module.replace(".", "/")
    for candidate in (base + ".py", base + "/__init__.py"):
        if candidate in names:
            parts = candidate.split("/")[:-1]
            folders = ["/".join(parts[:i]) + "/" for i in range(1, len(parts) + 1)]
            inits = [f + "__init__.py" for f in folders]
            return [f for f in folders + inits if f in names and f != candidate] + [candidate]
    raise KeyError(f"{module}: not in the standard-library zip")


def trim(src: Path, dest: Path, modules: list[str] | None = None) -> list[str]:
    """Write ``dest`` with only ``modules`` (default: the keep file) of ``src``; return the
    entries written, in the source's order."""
    modules = keep_list() if modules is None else modules
    with zipfile.ZipFile(src) as zin:
        names = set(zin.namelist())
        wanted = {p for m in modules for p in module_paths(m, names)}
        wanted |= {n for n in names if n.startswith(ALWAYS)}
        kept = [n for n in zin.namelist() if n in wanted]
        with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
            for name in kept:
                info = zipfile.ZipInfo(name, ZIP_DATE)
                info.compress_type = zipfile.ZIP_STORED if name.endswith("/") \
                    else zipfile.ZIP_DEFLATED
                info.external_attr = (0o755 if name.endswith("/") else 0o644) << 16
                zout.writestr(info, zin.read(name))
    return kept


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        raise SystemExit(__doc__)
    kept = trim(Path(args[0]), Path(args[1]))
    print(f"[stdlib] kept {len(kept)} entries: {Path(args[1]).stat().st_size} bytes")


if __name__ == "__main__":
    main()
