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
            assert out.splitlines()[n].strip() == line.split("  #")[0].strip()
    space: dict = {}
    exec(compile(out, "sample.py", "exec"), space)
    assert space["tag"]("!") == "# not a comment!"
    assert space["Card"]().name() is None


def test_every_shipped_module_strips_to_the_same_code():
    for pkg in ("boardgame", "web", "yokohama", "machikoro"):
        for path in build_site._package_files(ROOT / pkg):
            if path.suffix == ".py":
                build_site.strip_source(path.read_bytes(), str(path))  # raises if changed


INDENTED = '''def f(x):
    if x:
        text = """  keeps
    its own
        spaces"""
        total = (1 +
                 2) + \\
            3
        return text, total
    return None
'''


def test_blocks_are_indented_one_space_and_strings_keep_their_spaces():
    out = build_site.reindent(INDENTED.encode()).decode()
    assert out.splitlines()[1] == " if x:" and out.splitlines()[2].startswith("  text")
    assert "    its own\n        spaces" in out  # the string's text, as it was
    assert out.splitlines()[6] == "2) + \\" and out.splitlines()[7] == "3"
    assert len(out) < len(INDENTED)
    space: dict = {}
    exec(compile(out, "sample.py", "exec"), space)
    assert space["f"](1) == ("  keeps\n    its own\n        spaces", 6)


def test_css_and_scripts_ship_without_comments_and_layout_whitespace():
    css = "/* note */\n.bar :focus-visible ,\n a > b {\n  color: red;\n}\n"
    assert build_site.strip_css(css) == ".bar :focus-visible,a > b{color: red;}\n"
    js = '  // why\n  var a = "http://x"; // kept: not a line of its own\n\n  f();\n'
    assert build_site.strip_js(js) == 'var a = "http://x"; // kept: not a line of its own\nf();\n'
