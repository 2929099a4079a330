"""web.mo reads the compiled catalogues as the standard library's gettext does."""

from __future__ import annotations

import gettext
import io

import pytest

from web import i18n, mo

RULES = ["0", "(n != 1)", "n>1", "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 "
         ": 2)", "n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4",
         "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)",
         "!(n == 1)", "n - 1 > 0 ? 1 : 0", "(n % 2 + n / 3) % 3"]


@pytest.mark.parametrize("rule", RULES)
def test_plural_rules_agree_with_gettext(rule):
    ours, theirs = mo.plural_rule(rule), gettext.c2py(rule)
    assert [ours(n) for n in range(0, 1200)] == [theirs(n) for n in range(0, 1200)]


@pytest.mark.parametrize("rule", ["n ? 1", "import os", "n +", "(n", "n == = 1", "x"])
def test_anything_but_a_plural_rule_is_refused(rule):
    with pytest.raises(mo.MoError):
        mo.plural_rule(rule)


@pytest.mark.parametrize("lang", ["nl", "ja", "pt", "pl"])
def test_every_message_of_each_catalogue_reads_as_gettext_reads_it(mo_dir, lang):
    data = (mo_dir / f"{lang}.mo").read_bytes()
    ours, theirs = mo.Catalogue(data), gettext.GNUTranslations(io.BytesIO(data))
    for key, source in i18n.english().items():
        if isinstance(source, tuple):
            for n in (0, 1, 2, 3, 5, 11, 12, 22, 25, 101, 112):
                assert ours.npgettext(key, *source, n) == theirs.npgettext(key, *source, n)
        else:
            assert ours.pgettext(key, source) == theirs.pgettext(key, source)


def test_no_translation_is_the_english_source():
    null = mo.NullCatalogue()
    assert null.pgettext("undo", "Undo") == "Undo"
    assert [null.npgettext("k", "a card", "cards", n) for n in (1, 2)] == ["a card", "cards"]


@pytest.mark.parametrize("data", [b"", b"\x00" * 40, b"\xde\x12\x04\x95" + b"\xff" * 30])
def test_bytes_that_are_no_catalogue_are_refused(data):
    with pytest.raises(mo.MoError):
        mo.Catalogue(data)
