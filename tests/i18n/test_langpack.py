"""Language packs (web/shell/langpack.py): what the build writes unpacks where the page reads
it, and nothing else from the network is ever written."""

from __future__ import annotations

import io
import zipfile

import build_site
import pytest

from web import i18n
from web.shell import langpack


def _pack(entries: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return buf.getvalue()


@pytest.fixture
def web_root(tmp_path):
    """An empty web/ of the page, reading catalogues from it; English again afterwards."""
    i18n.set_locale_dir(tmp_path / "locale")
    yield tmp_path
    i18n.set_locale_dir(build_site.ROOT / "web" / "locale")
    i18n.set_language("en")


def test_a_built_pack_brings_its_language_catalogue_and_howto(mo_dir, tmp_path, web_root):
    build_site.write_language_packs(tmp_path / "site", mo_dir)
    data = (tmp_path / "site" / "lang" / "nl.zip").read_bytes()
    assert langpack.needed("nl", web_root)
    assert not i18n.has_catalogue("nl")
    written = langpack.install("nl", data, web_root)
    assert written == ["content/machikoro/howto.nl.md", "content/yokohama/howto.nl.md",
                       "locale/nl.mo"]
    assert not langpack.needed("nl", web_root)
    assert i18n.has_catalogue("nl")  # the English fallback seen before is forgotten
    i18n.set_language("nl")
    assert i18n.t("language") == "Taal"


def test_english_needs_no_pack(web_root):
    assert not langpack.needed("en", web_root)
    assert not langpack.needed("xx", web_root)
    with pytest.raises(langpack.PackError):
        langpack.install("en", _pack({"locale/en.mo": b""}), web_root)


@pytest.mark.parametrize("entries", [
    {"locale/nl.mo": b"x", "../evil.py": b"x"},
    {"locale/nl.mo": b"x", "shell/main.py": b"x"},
    {"locale/nl.mo": b"x", "locale/ja.mo": b"x"},
    {"locale/nl.mo": b"x", "content/../../x/howto.nl.md": b"x"},
    {"content/yokohama/howto.nl.md": b"x"},
])
def test_a_pack_with_anything_else_is_refused_and_writes_nothing(entries, web_root):
    with pytest.raises(langpack.PackError):
        langpack.install("nl", _pack(entries), web_root)
    assert list(web_root.rglob("*")) == []


def test_bytes_that_are_no_archive_are_refused(web_root):
    with pytest.raises(langpack.PackError, match="not an archive"):
        langpack.install("nl", b"<html>offline</html>", web_root)
