"""The build ships the compiled catalogues and the loading texts of every language."""

from __future__ import annotations

import json
import re
import zipfile

import build_site

from web import i18n


def test_index_holds_the_loading_texts_of_every_language(mo_dir):
    html = build_site.render_index(mo_dir)
    texts = json.loads(re.search(r"var texts = (\{.*?\}), langs", html).group(1))
    assert set(texts) == set(i18n.LANGUAGES)
    assert texts["ja"]["start"] == "起動中…"
    assert texts["pl"]["files"] == "Wczytywanie gry…"
    assert all(set(t) == set(texts["en"]) for t in texts.values())
    assert "{{" not in html


def test_web_zip_gets_one_catalogue_per_language(mo_dir, tmp_path):
    dest = tmp_path / "web.zip"
    build_site.write_zip(build_site.ROOT / "web", dest)
    build_site.add_catalogues(dest, mo_dir)
    names = zipfile.ZipFile(dest).namelist()
    assert {f"locale/{lang}.mo" for lang in ("nl", "ja", "pt", "pl")} <= set(names)
