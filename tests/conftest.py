"""Shared pytest setup: make the repository importable when run from a fresh clone."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def pytest_collection_modifyitems(config, items) -> None:
    """Skip tests marked ``slow`` unless they are asked for with ``-m slow`` (pyproject)."""
    import pytest

    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow sweep: run with -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
