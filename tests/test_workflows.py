"""The GitHub workflows that run browser tests give them a browser and Node as test.yml does
(a runner has Google Chrome and no /usr/bin/chromium; the page's files come from npm), and the
Pages deploy installs what the site's build imports."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"
BROWSER_RUNS = ("make test", "make e2e")  # make e2e and make e2e-slow too


def _browser_workflows() -> list[Path]:
    return [p for p in sorted(WORKFLOWS.glob("*.yml"))
            if any(run in p.read_text(encoding="utf-8") for run in BROWSER_RUNS)]


def test_the_browser_tests_run_in_two_workflows() -> None:
    assert [p.name for p in _browser_workflows()] == ["slow.yml", "test.yml"]


@pytest.mark.parametrize("path", _browser_workflows(), ids=lambda p: p.name)
def test_a_workflow_running_browser_tests_points_them_at_the_runners_chrome(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert "CHROMIUM: /usr/bin/google-chrome" in text
    assert "actions/setup-node@" in text


TOOLS = ROOT / "tools"
PROJECT = {"web", "yokohama", "machikoro", "boardgame"}


def _imported(path: Path) -> Iterator[str]:
    """The top-level name of every module the file imports (relative imports left out)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.module.split(".")[0]


def _build_imports() -> set[str]:
    """The packages from outside the standard library and the project that the site's build
    imports: tools/build_site.py and the tools/ modules it imports, followed."""
    found: set[str] = set()
    todo, seen = ["build_site"], {"build_site"}
    while todo:
        for top in _imported(TOOLS / f"{todo.pop()}.py"):
            if (TOOLS / f"{top}.py").exists():
                todo += [] if top in seen else [top]
                seen.add(top)
            elif top not in sys.stdlib_module_names and top not in PROJECT:
                found.add(top)
    return found


def test_the_pages_build_installs_every_package_the_build_imports() -> None:
    """The deploy builds the site on a bare runner: its install step names each package the
    build imports, at requirements-dev.txt's pin."""
    text = (WORKFLOWS / "pages.yml").read_text(encoding="utf-8")
    install = next(line for line in text.splitlines() if "pip install" in line)
    pins = (ROOT / "requirements-dev.txt").read_text(encoding="utf-8")
    needed = _build_imports()
    assert {"babel", "segno", "zopfli"} <= needed  # (the walk finds them)
    for package in sorted(needed):
        assert package in install, package
        assert f"\n{package}==" in pins, package
