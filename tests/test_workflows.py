"""The GitHub workflows that run browser tests give them a browser and Node as test.yml does
(a runner has Google Chrome and no /usr/bin/chromium; the page's files come from npm)."""

from __future__ import annotations

from pathlib import Path

import pytest

WORKFLOWS = Path(__file__).resolve().parent.parent / ".github" / "workflows"
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
