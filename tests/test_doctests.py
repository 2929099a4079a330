"""Every documentation example in the engines and the floor runs and passes: each module whose
docstrings show ``>>>`` examples is found by reading the source, so a new example is run too."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("yokohama", "machikoro", "boardgame")


def _modules_with_examples() -> list[str]:
    names = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if ">>> " in path.read_text(encoding="utf-8"):
                parts = path.relative_to(ROOT).with_suffix("").parts
                names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_both_engines_show_examples() -> None:
    assert {"yokohama", "machikoro"} <= set(_modules_with_examples())


@pytest.mark.parametrize("name", _modules_with_examples())
def test_documentation_examples_pass(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0, result
