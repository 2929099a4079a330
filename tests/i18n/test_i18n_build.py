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


def test_each_language_but_english_is_a_pack_of_its_own(mo_dir, tmp_path):
    dest = tmp_path / "web.zip"
    build_site.write_zip(build_site.ROOT / "web", dest)
    packs = build_site.write_language_packs(tmp_path, mo_dir)
    assert packs == [f"lang/{lang}.zip" for lang in ("nl", "ja", "pt", "pl")]
    web = set(zipfile.ZipFile(dest).namelist())
    assert not any(n.startswith("locale/") for n in web)
    assert "content/yokohama/howto.en.md" in web and "content/yokohama/howto.nl.md" not in web
    ja = sorted(zipfile.ZipFile(tmp_path / "lang" / "ja.zip").namelist())
    assert ja == ["content/machikoro/howto.ja.md", "content/yokohama/howto.ja.md",
                  "locale/ja.mo"]
