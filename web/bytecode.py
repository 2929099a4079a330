"""The page's own bytecode, kept between visits (issue 15: a faster warm start).

The game's Python ships as source (lighter to download than bytecode), so every start compiled
each module it imports, in WebAssembly. After the first draw the page keeps the bytecode of the
modules it imported, as *checked* hash-based ``.pyc`` files (PEP 552), in the browser's Cache
API; the next start puts them back into ``__pycache__`` before importing. The import system
compares each file's hash with the source it sits beside, so a copy from another deploy, a
stale or a broken one is simply not used: the module compiles from source as before.

:func:`bundle` and :func:`install` are pure (files and bytes); :func:`restore` and
:func:`keep_later` are the thin browser part (a no-op outside the browser).
"""

from __future__ import annotations

import io
import re
import sys
import zipfile
from collections.abc import Generator
from importlib.util import MAGIC_NUMBER, cache_from_source, source_hash
from pathlib import Path
from types import ModuleType

CACHE_NAME = "pybytecode"  # Cache API cache (the service worker manages only its own caches)
CACHE_KEY = "./pybytecode.zip"  # the request the bundle is stored under
MAX_BYTES = 4_000_000  # a bigger bundle is not kept (nor read back)
SLICE_MS = 8  # the page bundles this long at most before it lets the browser paint
# the .pyc of a module of a package under the root (the page's packages: web, boardgame and
# every game's engine, each unpacked from its archive there)
_ENTRY = re.compile(r"[A-Za-z_]\w*(?:/[A-Za-z_]\w*)*/__pycache__/[A-Za-z_]\w*\.[\w-]+\.pyc")
_CHECKED = (3).to_bytes(4, "little")  # PEP 552 flags: hash-based, checked against the source
_state: dict = {"restored": frozenset(), "task": None}


def _pyc(source_path: Path) -> bytes | None:
    """A checked hash-based .pyc of one source file: the code of the .pyc the import system
    wrote this visit if there is one (no second compile), else compiled now."""
    try:
        source = source_path.read_bytes()
        written = Path(cache_from_source(str(source_path)))
        data = written.read_bytes() if written.is_file() else b""
        if data[:4] == MAGIC_NUMBER and len(data) > 16:
            code = data[16:]
        else:
            import marshal

            code = marshal.dumps(compile(source, str(source_path), "exec", dont_inherit=True))
    except (OSError, SyntaxError, ValueError):
        return None
    return MAGIC_NUMBER + _CHECKED + source_hash(source) + code


def imported(root: Path, modules: dict | None = None) -> dict[str, Path]:
    """The imported modules of the packages under ``root`` (the page's own: the standard
    library lies elsewhere): their .pyc name relative to ``root`` -> their source file."""
    modules = sys.modules if modules is None else modules
    out = {}
    for mod in list(modules.values()):
        if type(mod) is not ModuleType:
            continue  # (a lazy module not imported yet is left alone: reading it imports it)
        file = mod.__dict__.get("__file__")
        if not file or not str(file).endswith(".py"):
            continue
        try:
            rel = Path(cache_from_source(str(file))).relative_to(root).as_posix()
        except ValueError:
            continue
        if _ENTRY.fullmatch(rel):
            out[rel] = Path(file)
    return out


def bundle(root: Path, modules: dict | None = None) -> tuple[bytes, frozenset[str]]:
    """A zip of the checked .pyc files of the :func:`imported` modules (entry names relative
    to ``root``), and the set of those names."""
    steps = bundle_steps(root, modules)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def bundle_steps(root: Path, modules: dict | None = None
                 ) -> Generator[None, None, tuple[bytes, frozenset[str]]]:
    """:func:`bundle` one module at a time: yields after each module's .pyc is added, and
    returns the zip and its names. The page bundles in slices of a few milliseconds
    (:func:`keep_later`), so keeping the bytecode never holds a frame back (at once, the
    whole bundle was a 60 ms task, while a computer seat thought in the worker)."""
    buf, names = io.BytesIO(), set()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as zf:
        for rel, source in sorted(imported(root, modules).items()):
            pyc = _pyc(source)
            if pyc is not None:
                zf.writestr(rel, pyc)
                names.add(rel)
            yield
    return buf.getvalue(), frozenset(names)


def install(root: Path, data: bytes) -> frozenset[str]:
    """Write the .pyc files of a bundle under ``root`` (only names in the ``__pycache__``
    folders of packages under ``root``, only files with this interpreter's magic number made
    from the source that is there); anything else is skipped. Returns the names written."""
    written = set()
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            for info in zf.infolist():
                name = info.filename
                if not _ENTRY.fullmatch(name) or info.file_size > MAX_BYTES:
                    continue
                dest = root / name
                source = dest.parent.parent / (dest.name.split(".")[0] + ".py")
                pyc = zf.read(info)
                if (not source.is_file() or pyc[:8] != MAGIC_NUMBER + _CHECKED
                        or pyc[8:16] != source_hash(source.read_bytes())):
                    continue  # (another deploy's copy: that module compiles, and is kept anew)
                dest.parent.mkdir(exist_ok=True)
                dest.write_bytes(pyc)
                written.add(name)
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        pass
    return frozenset(written)


async def restore() -> None:
    """Put the kept bytecode back before the page's modules are imported (browser only;
    any failure just means the modules compile from source)."""
    try:
        import js
    except ImportError:
        return
    # Pyodide starts with bytecode writing off. On, each module compiled from here on leaves
    # its .pyc in the in-memory file system (cheap), which :func:`bundle` then reads instead
    # of compiling every module a second time (a main-thread pause of 200-400 ms).
    sys.dont_write_bytecode = False
    try:
        resp = await (await js.caches.open(CACHE_NAME)).match(CACHE_KEY)
        if resp is None or resp is js.undefined:
            return
        data = (await resp.arrayBuffer()).to_bytes()
        if len(data) <= MAX_BYTES:
            _state["restored"] = install(Path.cwd(), data)
    except Exception:  # (no Cache API, private mode, a broken copy: compile)
        return
    _mark_restored(js)


def _mark_restored(js) -> None:
    """The mark ``yoko:bytecode-restored``, whose detail is the number of modules put back
    (what the e2e test and the benchmark read)."""
    try:
        from pyodide.ffi import to_js

        options = to_js({"detail": len(_state["restored"])}, dict_converter=js.Object.fromEntries)
        js.performance.mark("yoko:bytecode-restored", options)
    except Exception:
        return


def _module_count(modules: dict | None = None) -> int:
    """How many modules are imported (a lazy one counts once it has run)."""
    from web.shell.protocol import not_run_yet

    modules = sys.modules if modules is None else modules
    return sum(not not_run_yet(mod) for mod in list(modules.values()))


def keep_later(every_ms: int = 100) -> None:
    """From the first draw on: whenever modules were imported since the last look (a cheap
    count, every ``every_ms``), keep the bytecode of what was imported if the kept copy lacks
    some of it, when the page is next idle (browser only). Prompt, so that a reload soon
    after a game starts already finds the game's modules compiled."""
    try:
        import js
        from pyodide.ffi import create_proxy, to_js
    except ImportError:
        return
    import asyncio

    from web.shell.startup import when_idle

    async def keep() -> None:
        try:
            root = Path.cwd()
            if set(imported(root)) <= _state["restored"]:
                return
            began = js.performance.now()
            steps = bundle_steps(root)
            sliced = js.performance.now()
            while True:
                try:
                    next(steps)
                except StopIteration as done:
                    data, names = done.value
                    break
                if js.performance.now() - sliced > SLICE_MS:
                    await asyncio.sleep(0)  # a frame may be drawn, a click handled
                    sliced = js.performance.now()
            js.performance.measure("yoko:bytecode-bundle", to_js(
                {"start": began, "detail": len(names)}, dict_converter=js.Object.fromEntries))
            _state["restored"] = names  # also when not kept: not tried again for nothing
            if len(data) > MAX_BYTES:
                return
            cache = await js.caches.open(CACHE_NAME)
            await cache.put(CACHE_KEY, js.Response.new(to_js(data)))
            js.performance.mark("yoko:bytecode-kept")
        except Exception:  # (a full or missing Cache API: the next start compiles)
            return
        finally:
            _state["task"] = None

    def start_keep(*_args) -> None:
        _state["task"] = asyncio.ensure_future(keep())

    def check() -> None:
        count = _module_count()
        if count == _state.get("count") or _state["task"] is not None:
            return
        _state["count"] = count
        _state["task"] = "waiting"  # (for the idle moment)
        when_idle(_state["start_keep"], 1000)

    _state["start_keep"] = create_proxy(start_keep)
    _state["timer"] = create_proxy(check)
    js.setInterval(_state["timer"], every_ms)
