"""The binding's language: the start language (stored choice, else the browser's), the
person's switch, and fetching a language's pack when its texts are not here yet."""

from __future__ import annotations

import asyncio

import js

from web import i18n
from web.shell import langpack, notices, protocol
from web.shell.dom_draw import redraw
from web.shell.dom_state import TASKS, S, game_ui, notify, py_value, session
from web.shell.notices import said

learn = protocol.lazy_module("web.shell.learn")


def use_language(code: str | None) -> str:
    """Make ``code`` the page's language (``<html lang>`` too); the next redraw shows it."""
    lang = i18n.set_language(code)
    js.document.documentElement.setAttribute("lang", lang)
    return lang


def switched_language(code: str) -> None:
    """The person's switch: the language, and what is on screen (message, hint) in it."""
    use_language(code)
    s = session()
    notices.retranslate(s.ui)
    s.retranslate_hint(game_ui(s).hint)
    js.window.yokoStore(i18n.STORAGE_KEY, i18n.language())


def choose_language(code: str) -> None:
    """The person's choice: at once when its texts are here, else once its pack arrived."""
    if langpack.needed(code):
        TASKS.append(asyncio.ensure_future(switch_when_loaded(code)))
        return
    switched_language(code)


async def switch_when_loaded(code: str) -> None:
    if await load_pack(code):
        switched_language(code)
    else:
        notify(said("lang_unavailable", language=i18n.LANGUAGES[code]), "error")
    redraw()


async def load_pack(lang: str) -> bool:
    """Fetch and unpack ``lang``'s pack (boot.js may have started the download already); the
    service worker is asked to keep it for offline use. False when it cannot be had."""
    try:
        buf = None
        if py_value(getattr(js.window, "yokoLangPackLang", None)) == lang:
            buf = py_value(await js.window.yokoLangPack)
        if buf is None:
            resp = await js.fetch(langpack.url(lang))
            if not resp.ok:
                return False
            buf = await resp.arrayBuffer()
        langpack.install(lang, buf.to_bytes())
    except Exception:  # offline, a broken pack: the page keeps its language
        return False
    learn.howto.cache_clear()
    keep = py_value(getattr(js.window, "yokoKeepLang", None))
    if keep is not None:
        keep(langpack.url(lang))
    return True


async def prepare_language() -> None:
    """Before the first draw: the start language's pack, when it is not here yet."""
    lang = start_language()
    if langpack.needed(lang) and not await load_pack(lang):
        S.lang_missing = lang


def start_language() -> str:
    """The stored choice, else the first of the browser's languages the page speaks."""
    stored = py_value(js.window.localStorage.getItem(i18n.STORAGE_KEY))
    if stored in i18n.LANGUAGES:
        return stored
    langs = py_value(getattr(js.navigator, "languages", None))
    prefs = [str(x) for x in langs] if langs is not None else []
    return i18n.pick_language(prefs or [str(py_value(js.navigator.language) or "")])
