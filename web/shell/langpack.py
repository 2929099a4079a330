"""Language packs: the texts of one language other than English, fetched when it is first used.

English ships in web.zip; every other language is one small archive, ``lang/<code>.zip``
(tools/build_site.py), holding its compiled catalogue ``locale/<code>.mo`` and its how-to-play
text ``content/<game>/howto.<code>.md``. The first visit downloads only the language it shows;
the service worker keeps each pack once it has been used, so a language used before also works
offline. ``install`` checks every name in the archive before writing anything (the bytes come
from the network: nothing outside those two places is ever written). Pure: no DOM.
"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

from web import i18n

WEB_ROOT = Path(__file__).resolve().parent.parent  # web/: where locale/ and content/ live
PACK_URL = "./lang/{lang}.zip"
MAX_BYTES = 2_000_000  # a pack is about 40 kB; anything far bigger is not one


class PackError(ValueError):
    """The bytes are not a language pack for this language."""


def url(lang: str) -> str:
    return PACK_URL.format(lang=lang)


def _allowed(lang: str) -> re.Pattern[str]:
    code = re.escape(lang)
    return re.compile(rf"locale/{code}\.mo|content/[a-z0-9_]{{1,30}}/howto\.{code}\.md")


def needed(lang: str, root: Path = WEB_ROOT) -> bool:
    """Whether ``lang`` is a page language whose catalogue is not here yet."""
    return (lang in i18n.LANGUAGES and lang != i18n.SOURCE_LANGUAGE
            and not (root / "locale" / f"{lang}.mo").is_file())


def install(lang: str, data: bytes, root: Path = WEB_ROOT) -> list[str]:
    """Unpack the pack ``data`` of ``lang`` under ``root``; returns the files written. Raises
    PackError (and writes nothing) when it is not such a pack."""
    if lang not in i18n.LANGUAGES or lang == i18n.SOURCE_LANGUAGE:
        raise PackError(f"no pack for language {lang!r}")
    if len(data) > MAX_BYTES:
        raise PackError("too big")
    allowed = _allowed(lang)
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            infos = [i for i in zf.infolist() if not i.is_dir()]
            names = [i.filename for i in infos]
            if f"locale/{lang}.mo" not in names:
                raise PackError("no catalogue in the pack")
            bad = [n for n in names if not allowed.fullmatch(n)]
            if bad:
                raise PackError(f"unexpected file {bad[0][:60]!r}")
            if sum(i.file_size for i in infos) > 4 * MAX_BYTES:
                raise PackError("too big")
            files = {n: zf.read(n) for n in names}
    except (zipfile.BadZipFile, EOFError, OSError) as e:
        raise PackError(f"not an archive ({e})") from e
    for name, body in files.items():
        dest = root / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(body)
    i18n.forget_catalogue(lang)
    return sorted(files)
