"""tools/build_site.strip_source: the shipped Python has no comments and empty docstrings,
yet the same code on the same lines (tracebacks from the page point where the repository has
the code)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_site  # noqa: E402

SOURCE = '''"""Module text…
on two lines."""
# a comment line
import json  # a trailing comment


class Card:
    """A card: « non-ASCII » text."""

    def name(self) -> str:
        """Only a docstring here,
        over two lines."""


def tag(x: str) -> str:
    return "# not a comment" + x  # but this is
'''


def test_comments_and_docstrings_go_the_lines_stay():
    out = build_site.strip_source(SOURCE.encode(), "sample.py").decode()
    assert "comment line" not in out and "trailing" not in out and "but this is" not in out
    assert "Module text" not in out and "non-ASCII" not in out and "Only a docstring" not in out
    assert '"# not a comment"' in out
    assert len(out.splitlines()) == len(SOURCE.splitlines())
    for n, line in enumerate(SOURCE.splitlines()):
        if line.strip().startswith(("import", "class", "def", "return")):
            assert out.splitlines()[n] == line.split("  #")[0].rstrip()
    space: dict = {}
    exec(compile(out, "sample.py", "exec"), space)
    assert space["tag"]("!") == "# not a comment!"
    assert space["Card"]().name() is None


def test_every_shipped_module_strips_to_the_same_code():
    for pkg in ("boardgame", "web", "yokohama", "machikoro"):
        for path in build_site._package_files(ROOT / pkg):
            if path.suffix == ".py":
                build_site.strip_source(path.read_bytes(), str(path))  # raises if changed
