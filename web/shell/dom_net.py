"""Online play's always-loaded part (issue 22): when online play is first needed, fetch its pack
(:mod:`web.shell.net_pack`: the protocol, the screens, the binding
:mod:`web.shell.net_dom` and the QR encoder), then hand over to that binding.

Online play is needed at the page's start for a ``#join=``/``#answer=``/``#room=`` link, a
guest's kept seat (``net.guest``) or the host's online game in progress; later, when a seat
is given to a friend on another device (the new-game form: fetched then, in the background)
and for any ``net-*`` action. Nothing of it is needed to play offline or hot-seat.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from types import ModuleType

import js
from pyodide.ffi import create_proxy

from web.shell import net_pack
from web.shell.dom_draw import redraw
from web.shell.dom_state import PROXIES, TASKS, notify, session
from web.shell.dom_storage import stored
from web.shell.messages import t

HOST_KEY, GUEST_KEY = net_pack.HOST_KEY, net_pack.GUEST_KEY
LINKS = ("#join=", "#answer=", "#room=")


@dataclass
class Pack:
    """Online play's pack: the binding module once loaded, and its fetch under way."""

    mod: ModuleType | None = None
    task: asyncio.Future | None = None


PACK = Pack()


def loaded() -> ModuleType | None:
    """The binding (web.shell.net_dom) once the pack is here and set up, else None."""
    return PACK.mod


async def _fetch_pack() -> ModuleType:
    if net_pack.needed():
        resp = await js.fetch(net_pack.PACK_URL)
        if not resp.ok:
            raise net_pack.PackError(f"HTTP {resp.status}")
        net_pack.install((await resp.arrayBuffer()).to_bytes())
        js.window.yokoKeepLang(net_pack.PACK_URL)  # the service worker keeps it
    import importlib
    import sys

    # the folders' finders look again (not importlib.invalidate_caches(): that imports
    # importlib.metadata, which the page's trimmed standard library leaves out)
    for finder in list(sys.path_importer_cache.values()):
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()
    mod = importlib.import_module("web.shell.net_dom")
    mod.install_hooks()
    PACK.mod = mod
    return mod


async def load() -> ModuleType | None:
    """The binding, its pack fetched first if need be (one fetch, however many ask at once);
    None, with a notice, when it cannot be had (offline before its first use, say)."""
    if PACK.mod is not None:
        return PACK.mod
    if PACK.task is None:
        PACK.task = asyncio.ensure_future(_fetch_pack())
    try:
        return await PACK.task
    except Exception as e:
        PACK.task = None  # the next use tries again
        js.console.warn(f"online play: {type(e).__name__}: {e}")
        notify(t("net_unavailable"), "error")
        redraw()
        return None


def preload() -> None:
    """Fetch the pack in the background (a friend's seat was just chosen in the form)."""
    if PACK.mod is None and PACK.task is None:
        _spawn(_quiet_load())


async def _quiet_load() -> None:
    try:
        PACK.task = asyncio.ensure_future(_fetch_pack())
        await PACK.task
    except Exception:
        PACK.task = None  # (the real use says so, and tries again)


def _spawn(coro) -> None:
    TASKS.append(asyncio.ensure_future(coro))
    TASKS[:] = [x for x in TASKS if not x.done()]


async def _then(call) -> None:
    mod = await load()
    if mod is not None:
        call(mod)
        redraw()


def _online_game(s) -> bool:
    return s is not None and s.game is not None and not s.game.is_over and \
        any(x.get("kind") == "remote" or x.get("stand_in") for x in s.config.get("seats", []))


def start() -> None:
    """At the page's start: online play's pack and binding, only when the page needs them;
    from then on, a link put into the address bar of the open page (see on_hashchange)."""
    hashchange = create_proxy(on_hashchange)
    PROXIES.append(hashchange)
    js.window.addEventListener("hashchange", hashchange)
    if str(js.location.hash or "").startswith(LINKS) or stored(GUEST_KEY) or \
            _online_game(session()):
        _spawn(_then(lambda mod: mod.start()))


def on_hashchange(*_args) -> None:
    """An invite, answer or room link opened in this tab while the page is open: the browser
    only changes the address's hash, so the page sees it here, not at a start."""
    hash_text = str(js.location.hash or "")
    if hash_text.startswith(LINKS):
        _spawn(_then(lambda mod: mod.open_link(hash_text)))


def action(name: str) -> bool:
    """A ``net-*`` action (or one the online game changes); False: not ours."""
    mod = PACK.mod
    if mod is not None:
        return bool(mod.action(name))
    if not name.startswith("net-"):
        return False  # (no online game without the binding)
    _spawn(_then(lambda mod: mod.action(name)))
    return True


def after_start(s) -> None:
    """A new game was started: with a friend's seat, it is an online table."""
    mod = PACK.mod
    if mod is not None:
        mod.after_start(s)
    elif any(x.get("kind") == "remote" for x in s.config.get("seats", [])):
        _spawn(_then(lambda mod: mod.after_start(s)))
