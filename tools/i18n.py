#!/usr/bin/env python3
"""Translations of the page: gettext catalogues made, kept and checked with Babel.

    python tools/i18n.py extract          # locale/messages.pot from the English catalogue
    python tools/i18n.py update           # merge it into locale/<lang>/LC_MESSAGES/messages.po
    python tools/i18n.py compile OUTDIR   # OUTDIR/<lang>.mo for every language (build time)
    python tools/i18n.py check            # every problem of every language; exit 1 if any

The template has one entry per message: ``msgctxt`` = key, ``msgid`` = English (plural
messages add ``msgid_plural``). Sources: ``web.i18n.english()`` (the Python catalogues and
the component names of both games). ``check`` reports missing, empty and fuzzy entries,
placeholders that differ from the English, plural forms that do not fit the language, and
glossary terms (``locale/glossary.<lang>.md``) not used where the English term appears.
"""

from __future__ import annotations

import argparse
import datetime
import io
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from web import games, i18n  # noqa: E402, F401  (games: registers the page's games' texts)

LOCALE_DIR = ROOT / "locale"
TEMPLATE = LOCALE_DIR / "messages.pot"
TRANSLATED = tuple(code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE)
PROJECT = "yokohama-web"
FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)  # stable files


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / "messages.po"


def glossary_path(lang: str) -> Path:
    return LOCALE_DIR / f"glossary.{lang}.md"


# ---- template and catalogues ----------------------------------------------------------------

def template() -> Catalog:
    """The template catalogue built from the English source."""
    cat = Catalog(project=PROJECT, creation_date=FIXED_DATE, revision_date=FIXED_DATE,
                  fuzzy=False)
    for key, text in i18n.english().items():
        cat.add(text, context=key)
    return cat


def _write(cat: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, cat, width=100, omit_header=False, include_previous=True)
    path.write_bytes(buf.getvalue())


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def extract() -> Path:
    _write(template(), TEMPLATE)
    return TEMPLATE


def new_catalogue(lang: str) -> Catalog:
    return Catalog(locale=lang, project=PROJECT, creation_date=FIXED_DATE,
                   revision_date=FIXED_DATE, fuzzy=False)


def update(langs: tuple[str, ...] = TRANSLATED) -> list[Path]:
    """Bring every language's catalogue in line with the template (new entries empty,
    changed English marked fuzzy, removed messages kept as obsolete)."""
    tpl = template()
    out = []
    for lang in langs:
        path = po_path(lang)
        cat = _read(path, lang) if path.exists() else new_catalogue(lang)
        cat.update(tpl, update_header_comment=False)
        cat.revision_date = FIXED_DATE
        cat.fuzzy = False
        _write(cat, path)
        out.append(path)
    return out


def compile_all(out_dir: Path, langs: tuple[str, ...] = TRANSLATED) -> list[Path]:
    """``out_dir/<lang>.mo`` for every language (fuzzy entries left out: they show English)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in langs:
        cat = _read(po_path(lang), lang)
        dest = out_dir / f"{lang}.mo"
        with dest.open("wb") as f:
            write_mo(f, cat, use_fuzzy=False)
        written.append(dest)
    return written


# ---- glossary ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Term:
    english: tuple[str, ...]  # word forms that mark the term in an English text
    term: str                 # the translation (as the seed writes it)
    stems: tuple[str, ...]    # one of these must appear in the translation
    seed: str
    not_in: tuple[str, ...]   # message keys where the English word means something else


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _split(cell: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in cell.split(",") if s.strip())


def read_glossary(lang: str) -> list[Term]:
    """The table of ``locale/glossary.<lang>.md``: English | term | stems | seed | not in."""
    terms = []
    rows = [line for line in glossary_path(lang).read_text("utf-8").splitlines()
            if line.startswith("|")]
    for line in rows[2:]:  # header and separator first
        c = _cells(line)
        if len(c) < 4:
            continue
        terms.append(Term(_split(c[0]), c[1], _split(c[2]), c[3],
                          _split(c[4].replace("`", "")) if len(c) > 4 else ()))
    return terms


def _english_has(text: str, forms: tuple[str, ...]) -> bool:
    plain = re.sub(r"\{[^}]*\}", " ", text)
    return any(re.search(r"(?<![\w-])" + re.escape(f) + r"(?![\w])", plain, re.IGNORECASE)
               for f in forms)


# ---- check ----------------------------------------------------------------------------------

def _forms(msg) -> tuple[str, ...]:
    s = msg.string
    return tuple(s) if isinstance(s, (tuple, list)) else (s,)


def check_language(lang: str, tpl: Catalog) -> list[str]:
    """Every problem of one language's catalogue, as readable lines."""
    path = po_path(lang)
    if not path.exists():
        return [f"{lang}: no catalogue {path.relative_to(ROOT)}"]
    cat = _read(path, lang)
    problems = []
    want_plurals = get_plural(lang).num_plurals
    if cat.num_plurals != want_plurals:
        problems.append(f"{lang}: header has {cat.num_plurals} plural forms, "
                        f"{Locale.parse(lang).english_name} needs {want_plurals}")
    glossary = read_glossary(lang) if glossary_path(lang).exists() else []
    if not glossary:
        problems.append(f"{lang}: no glossary {glossary_path(lang).relative_to(ROOT)}")
    for src in tpl:
        if not src.id:
            continue
        key = src.context
        msg = cat.get(src.id, context=key)
        if msg is None:
            problems.append(f"{lang}: {key}: missing")
            continue
        forms = _forms(msg)
        if msg.fuzzy:
            problems.append(f"{lang}: {key}: fuzzy (the English changed; review)")
        if not all(forms):
            problems.append(f"{lang}: {key}: empty translation")
            continue
        if src.pluralizable:
            if len(forms) != want_plurals:
                problems.append(f"{lang}: {key}: {len(forms)} plural forms, needs "
                                f"{want_plurals}")
            want = i18n.fields(src.id[1])
        else:
            if msg.pluralizable:
                problems.append(f"{lang}: {key}: plural forms for a singular message")
            want = i18n.fields(src.id)
        for form in forms:
            got = i18n.fields(form)
            if got != want:
                problems.append(f"{lang}: {key}: placeholders {sorted(got)} differ from the "
                                f"English {sorted(want)}")
            try:
                form.format(**{f: 1 for f in got})
            except (ValueError, IndexError, KeyError) as exc:
                problems.append(f"{lang}: {key}: not a valid format string ({exc})")
        english = " ".join(src.id) if src.pluralizable else src.id
        for term in glossary:
            if key in term.not_in or not _english_has(english, term.english):
                continue
            if not any(stem.lower() in form.lower() for form in forms for stem in term.stems):
                problems.append(f"{lang}: {key}: glossary: '{term.english[0]}' should be "
                                f"'{term.term}' ({term.seed})")
    return problems


def check(langs: tuple[str, ...] = TRANSLATED) -> list[str]:
    """All problems: the template out of date, then each language's."""
    tpl = template()
    problems = []
    if not TEMPLATE.exists():
        problems.append("locale/messages.pot is missing: run `tools/i18n.py extract`")
    else:
        on_disk = {(m.context, m.id if isinstance(m.id, str) else tuple(m.id))
                   for m in _read(TEMPLATE) if m.id}
        fresh = {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in tpl if m.id}
        if on_disk != fresh:
            problems.append("locale/messages.pot is out of date: run `tools/i18n.py extract`")
    for lang in langs:
        problems.extend(check_language(lang, tpl))
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("extract")
    sub.add_parser("update")
    comp = sub.add_parser("compile")
    comp.add_argument("out", type=Path)
    sub.add_parser("check")
    args = ap.parse_args(argv)
    if args.cmd == "extract":
        print(f"[i18n] wrote {extract().relative_to(ROOT)}")
    elif args.cmd == "update":
        extract()
        for p in update():
            print(f"[i18n] updated {p.relative_to(ROOT)}")
    elif args.cmd == "compile":
        for p in compile_all(args.out):
            print(f"[i18n] compiled {p}")
    else:
        problems = check()
        for line in problems:
            print(line)
        print(f"[i18n] {len(problems)} problem(s)")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
