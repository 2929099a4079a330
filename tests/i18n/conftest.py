"""Compiled catalogues for the language tests (built once into a temporary folder)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from web import games  # noqa: E402, F401  (the page's games and their texts, as the page has)


@pytest.fixture(scope="session")
def mo_dir(tmp_path_factory) -> Path:
    import i18n as tool

    out = tmp_path_factory.mktemp("mo")
    tool.compile_all(out)
    return out


@pytest.fixture
def lang(mo_dir):
    """The runtime reading the compiled catalogues; English again afterwards."""
    from web import i18n

    i18n.set_locale_dir(mo_dir)
    yield i18n
    i18n.set_language("en")
    i18n.set_locale_dir(ROOT / "web" / "locale")
