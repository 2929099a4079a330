#!/usr/bin/env python3
"""Build the static site into ``_site/`` (what `make play` serves and GitHub Pages deploys).

``_site/`` gets: index.html (the loading texts of every language, from the compiled
catalogues of tools/i18n.py), pyscript.toml, style.css, boot.js, motion.js, sw.js, one archive
per Python package the page ships (``boardgame.zip``, one per registered game's engine,
``web.zip``: :func:`packages`; unpacked by PyScript), lang/<code>.zip (the texts of each
language but English, fetched when used: web/shell/langpack.py), net/ (online play's code and
the room mode's client, fetched when used: :func:`write_net`), vendor/ (self-hosted Pyodide
and PyScript), manifest.webmanifest and icons/ (the web app manifest and its icons, drawn here
by tools/icons.py), precache.js (the service worker's file list and a version hash of every
byte of the deploy) and .nojekyll.

Usage: ``python tools/build_site.py [--out DIR]``. Run tools/setup_env.py first (vendor/).
"""

from __future__ import annotations

import argparse
import ast
import fnmatch
import functools
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tokenize
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

ZIP_DATE = (2020, 1, 1, 0, 0, 0)  # fixed: identical sources give identical archives and hashes
WEB_STATIC = ("style.css", "boot.js", "motion.js", "think_worker.js")
NET_STATIC = ("net.js",)  # online play's transport: net/net.js, fetched when used
# The PyScript chunks the page loads (core.js, then the built-in plugins pyscript.toml leaves
# in, and the TOML parser), by name without the build hash: only these are precached. The rest
# (code editor, terminal, MicroPython, package graph, ...) stay on the server for a page that
# would ask; the e2e test e2e/test_startup.py checks that every file a game requests is
# precached.
PYSCRIPT_USED = ("core", "deprecations-manager", "error", "toml")
CHUNK = re.compile(r"(?P<stem>.+)-[\w-]{8}\.js$")
STDLIB = "python_stdlib.zip"


# command-line tools, and helpers of the tests and benchmarks, kept in the packages' folders but
# never imported by the page or its worker: left out of the archives (patterns of paths from
# the root)
CLI_ONLY = ("boardgame/timing.py", "*/__main__.py", "*/ai/arena.py", "*/ai/timing.py",
            "boardgame/harness.py", "boardgame/elo.py", "boardgame/pool.py")


@functools.cache
def packages() -> tuple[str, ...]:
    """The Python packages the page ships, one archive ``<name>.zip`` each: the shared floor,
    every registered game's engine (:mod:`web.games`), the page."""
    from web import games  # noqa: F401  (registers the page's games)
    from web.shell import protocol

    return ("boardgame", *(gi.kind.engine for gi in protocol.games()), "web")


def _package_files(pkg: Path) -> list[Path]:
    out = []
    for p in sorted(pkg.rglob("*")):
        if not p.is_file() or "__pycache__" in p.parts or p.suffix == ".pyc":
            continue
        rel = p.relative_to(pkg)
        if rel.parts[0] in ("tests", "test"):
            continue
        if any(fnmatch.fnmatch(f"{pkg.name}/{rel.as_posix()}", cli) for cli in CLI_ONLY):
            continue
        if p.suffix in (".py", ".json", ".txt", ".md"):
            out.append(p)
    return out


def _zip_entry(zf: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, ZIP_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    # (the archive's level: writestr leaves a ZipInfo's own level, zlib's default, otherwise)
    zf.writestr(info, data, compresslevel=zf.compresslevel)


# how-to texts of a language other than English: in that language's pack, not in web.zip
HOWTO = re.compile(r"content/[^/]+/howto\.(?P<lang>[a-z]+)\.md")


# online play's modules: in net/online.zip (web/shell/net_pack.py), not in web.zip
ONLINE = frozenset(f"shell/{m}.py" for m in ("net", "net_session", "net_screen", "net_qr",
                                             "net_messages", "net_dom"))


def _in_pack(name: str) -> str | None:
    """The language whose pack carries this file of web/ (None: the file is in web.zip)."""
    m = HOWTO.fullmatch(name)
    return m["lang"] if m and m["lang"] != "en" else None


def _docstrings(tree: ast.AST) -> list[ast.Constant]:
    """The docstring nodes of a module, its classes and functions."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                out.append(first.value)
    return out


def _shape(tree: ast.AST) -> list[tuple[str, int]]:
    """Every node's kind and line, docstrings emptied: what must not change."""
    for doc in _docstrings(tree):
        doc.value = ""
    return [(ast.dump(n, include_attributes=False) if isinstance(n, ast.Constant)
             else type(n).__name__, getattr(n, "lineno", 0)) for n in ast.walk(tree)]


def strip_source(source: bytes, name: str = "<source>") -> bytes:
    """``source`` without its comments, and with every docstring an empty string: the page
    never reads either (no ``__doc__``), and the first visit downloads less. Every line stays
    where it was (tracebacks point at the same lines); checked: the same code on the same lines.
    """
    lines = source.decode("utf-8").splitlines(keepends=True)
    cuts = []  # (row, col, end row, end col, replacement); rows from 1
    for tok in tokenize.tokenize(io.BytesIO(source).readline):
        if tok.type == tokenize.COMMENT:
            cuts.append((*tok.start, *tok.end, ""))

    def char_col(row: int, byte_col: int) -> int:  # ast counts UTF-8 bytes, tokenize characters
        return len(lines[row - 1].encode("utf-8")[:byte_col].decode("utf-8"))

    for doc in _docstrings(ast.parse(source, name)):
        end_row = doc.end_lineno or doc.lineno
        cuts.append((doc.lineno, char_col(doc.lineno, doc.col_offset), end_row,
                     char_col(end_row, doc.end_col_offset or 0),
                     '""' + "\n" * (end_row - doc.lineno)))
    for row, col, end_row, end_col, text in sorted(cuts, reverse=True):
        head, tail = lines[row - 1][:col], lines[end_row - 1][end_col:]
        if text == "":  # a comment: drop the spaces before it too
            head = head.rstrip()
        lines[row - 1:end_row] = [head + text + tail]
    out = reindent("".join(lines).encode("utf-8"))
    if _shape(ast.parse(out, name)) != _shape(ast.parse(source, name)):
        raise SystemExit(f"{name}: taking comments and docstrings out changed the code")
    return out


def reindent(source: bytes) -> bytes:
    """``source`` indented one space a block, its continuation lines not at all (Python reads
    only a block's indentation, and only consistency within it): the same code on the same
    lines, a few percent less to download. Lines inside a string that spans lines (its text)
    are left as they are."""
    depth, new_line, rows = 0, True, {}
    inside: set[int] = set()  # rows that start inside a string's text
    opened: list[int] = []  # rows of f-strings open (Python 3.12+ tokenises their parts)
    for tok in tokenize.tokenize(io.BytesIO(source).readline):
        kind = tokenize.tok_name[tok.type]
        if kind == "INDENT":
            depth += 1
        elif kind == "DEDENT":
            depth -= 1
        elif kind == "NEWLINE":
            new_line = True
        elif kind == "FSTRING_START":
            opened.append(tok.start[0])
        elif kind == "FSTRING_END" and opened:
            inside.update(range(opened.pop() + 1, tok.end[0] + 1))
        elif kind not in ("NL", "COMMENT", "ENCODING", "ENDMARKER"):
            if kind == "STRING" and tok.end[0] > tok.start[0]:
                inside.update(range(tok.start[0] + 1, tok.end[0] + 1))
            rows.setdefault(tok.start[0], depth if new_line else 0)
            new_line = False
    lines = source.decode("utf-8").splitlines(keepends=True)
    return "".join(" " * rows[i] + line.lstrip(" ") if i in rows and i not in inside else line
                   for i, line in enumerate(lines, 1)).encode("utf-8")


def compact_json(data: bytes) -> bytes:
    """A JSON file without its layout whitespace (the same values, keys in the same order):
    the games' data, read only by json.load."""
    return json.dumps(json.loads(data), ensure_ascii=False,
                      separators=(",", ":")).encode("utf-8")


def strip_css(text: str) -> str:
    """A stylesheet without its comments and layout whitespace (what the page reads is the
    same: spaces go only next to braces, semicolons and commas, never around a colon, where
    a space can be a descendant combinator)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"\s+", " ", text)
    return re.sub(r"\s*([{};,])\s*", r"\1", text).strip() + "\n"


def strip_js(text: str) -> str:
    """A script without its comment lines and indentation (our scripts have no template
    literals or multi-line strings, so no line's meaning depends on either)."""
    if "`" in re.sub(r"^\s*//.*$", "", text, flags=re.M):
        raise SystemExit("strip_js: a template literal; keep this script as it is")
    lines = (line.strip() for line in text.splitlines())
    return "\n".join(line for line in lines if line and not line.startswith("//")) + "\n"


def _copy_stripped(src: Path, dest: Path) -> None:
    text = src.read_text(encoding="utf-8")
    strip = strip_css if src.suffix == ".css" else strip_js
    dest.write_text(strip(text), encoding="utf-8")


def write_zip(pkg: Path, dest: Path) -> None:
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for p in _package_files(pkg):
            name = str(p.relative_to(pkg)).replace(os.sep, "/")
            if pkg.name == "web" and (_in_pack(name) or name in ONLINE):
                continue
            data = p.read_bytes()
            if p.suffix == ".py":
                data = strip_source(data, name)
            elif p.suffix == ".json":
                data = compact_json(data)
            _zip_entry(zf, name, data)


def write_language_packs(out: Path, mo_dir: Path) -> list[str]:
    """``lang/<code>.zip`` for every language but English: its compiled catalogue
    (``locale/<code>.mo``) and how-to texts (``content/<game>/howto.<code>.md``), the paths
    web/shell/langpack.py unpacks them to. Returns the packs' site paths."""
    from web import i18n

    packs = []
    (out / "lang").mkdir(parents=True, exist_ok=True)
    for lang in i18n.LANGUAGES:
        if lang == i18n.SOURCE_LANGUAGE:
            continue
        with zipfile.ZipFile(out / "lang" / f"{lang}.zip", "w", zipfile.ZIP_DEFLATED,
                             compresslevel=9) as zf:
            _zip_entry(zf, f"locale/{lang}.mo", (mo_dir / f"{lang}.mo").read_bytes())
            for p in _package_files(ROOT / "web"):
                name = str(p.relative_to(ROOT / "web")).replace(os.sep, "/")
                if _in_pack(name) == lang:
                    _zip_entry(zf, name, p.read_bytes())
        packs.append(f"lang/{lang}.zip")
    return packs


def _link_or_copy(src: Path, dest: Path) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(src, dest)
    except OSError:
        shutil.copy2(src, dest)


def vendor_dir() -> str:
    """Versioned folder of the runtime: a new Pyodide/PyScript gets new URLs, so browser
    caches can never mix two versions."""
    import setup_env

    v = setup_env._locked_versions()
    return f"vendor/pyodide-{v['pyodide']}_pyscript-{v['@pyscript/core']}"


def build_id() -> str:
    """A hash of what draws the page (the Python packages, style, boot script): a table kept
    by another build is not painted."""
    digest = hashlib.sha256()
    for pkg in packages():
        for p in _package_files(ROOT / pkg):
            digest.update(str(p.relative_to(ROOT)).encode() + b"\0" + p.read_bytes())
    for name in (*WEB_STATIC, *NET_STATIC):
        digest.update((ROOT / "web" / name).read_bytes())
    return digest.hexdigest()[:16]


def start_screen() -> str:
    """The first visit's start screen (the game chooser and new-game form of the first game),
    drawn here in CPython by the page's own renderer, as Python in the page draws it first."""
    from web import games  # noqa: F401  (registers the page's games)
    from web.shell import protocol

    gi = protocol.games()[0]
    s = gi.new_session(False)
    s.ui.screen = "new"
    return gi.render(s.view(), s.ui, s.legal_for_ui())


def start_screens(mo_dir: Path) -> dict[str, str]:
    """language -> the start screen drawn in that language (boot.js shows the one of the
    language it picked; gzip shares their markup, so each other language adds about 1 kB)."""
    from web import i18n

    i18n.set_locale_dir(mo_dir)
    out = {}
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            out[lang] = start_screen()
    finally:
        i18n.set_language(i18n.SOURCE_LANGUAGE)
    return out


def start_templates(screens: dict[str, str]) -> str:
    """``<template id="start-screen-<lang>">`` of every language but English (which is
    ``#start-screen``, the fallback)."""
    from web import i18n

    return "".join(f'<template id="start-screen-{lang}">{html}</template>'
                   for lang, html in screens.items() if lang != i18n.SOURCE_LANGUAGE)


BOOT_PAGE_KEYS = ("app_title", "loading_sub", "noscript", "a11y_live")  # the loading card +boot_*

THEME_COLOUR = "#2b2118"  # the header bar: the browser's and the installed app's frame
MANIFEST = "manifest.webmanifest"
# none of the icons is precached: the browser fetches them when it installs the app, and the
# service worker keeps what it fetched; the tab's icon is an SVG inside index.html (no request)


def manifest() -> str:
    """The web app manifest: every URL relative (to the manifest), so the installed app works
    under any sub-path (GitHub project pages); standalone, with the icons of tools/icons.py."""
    import icons

    from web import i18n

    i18n.set_language(i18n.SOURCE_LANGUAGE)
    kinds = {"any": "any", "maskable": "maskable"}
    data = {
        "id": "./", "name": i18n.t("app_title"), "short_name": i18n.t("app_title"),
        "description": i18n.t("loading_sub"), "lang": i18n.SOURCE_LANGUAGE,
        "start_url": "./", "scope": "./", "display": "standalone",
        "background_color": THEME_COLOUR, "theme_color": THEME_COLOUR,
        "icons": [{"src": f"icons/{name}", "sizes": f"{size}x{size}", "type": "image/png",
                   "purpose": kinds[kind]}
                  for name, size, kind in icons.ICONS if kind in kinds and size >= 192],
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def icon_links() -> str:
    """The page's <link>s to the manifest and the icons (the tab's icon inline)."""
    import urllib.parse

    import icons

    inline = "data:image/svg+xml," + urllib.parse.quote(icons.svg(), safe=' /=:"<>')
    return (f'<link rel="manifest" href="./{MANIFEST}">\n'
            f"  <link rel=\"icon\" href='{inline}'>\n"
            '  <link rel="apple-touch-icon" href="./icons/apple-touch-icon.png">')


def boot_texts(mo_dir: Path) -> dict[str, dict[str, str]]:
    """language -> the texts boot.js shows before Python starts (``boot_*`` without the
    prefix, and the loading card's title/subtitle/noscript), from the compiled catalogues."""
    from web import i18n

    i18n.set_locale_dir(mo_dir)
    out = {}
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            texts = {k[5:]: i18n.t(k) for k in i18n.english() if k.startswith("boot_")}
            texts.update({k: i18n.t(k) for k in BOOT_PAGE_KEYS})
            out[lang] = texts
    finally:
        i18n.set_language(i18n.SOURCE_LANGUAGE)
    return out


def render_index(mo_dir: Path | None = None) -> str:
    from web import i18n

    if mo_dir is None:
        mo_dir = Path(tempfile.mkdtemp(prefix="mo-"))
        compile_catalogues(mo_dir)
    text = (ROOT / "index.html").read_text(encoding="utf-8")
    texts = boot_texts(mo_dir)
    screens = start_screens(mo_dir)
    en = texts[i18n.SOURCE_LANGUAGE]
    values = {
        "title": en["app_title"],
        "loading_sub": en["loading_sub"],
        "loading_start": en["start"],
        "noscript": en["noscript"],
        "live_label": en["a11y_live"],
        "boot_texts": json.dumps(texts, ensure_ascii=False).replace("</", "<\\/"),
        "languages": json.dumps(list(i18n.LANGUAGES)),
        "lang_key": json.dumps(i18n.STORAGE_KEY),
        "vendor": vendor_dir(),
        "preload": preload_links(),
        "build": build_id(),
        "start_screen": screens[i18n.SOURCE_LANGUAGE],
        "start_screens": start_templates(screens),
        "theme_colour": THEME_COLOUR,
        "icons": icon_links(),
        "mpy_config": mpy_config(),
    }
    for key, value in values.items():
        text = text.replace("{{" + key + "}}", value)
    if "{{" in text:
        raise SystemExit("index.html: unknown placeholder left: " + text[text.index("{{"):][:40])
    return text


def compile_catalogues(out_dir: Path) -> list[Path]:
    """``<lang>.mo`` of every translation (tools/i18n.py) into ``out_dir``."""
    import i18n as i18n_tool

    return i18n_tool.compile_all(out_dir)


# Fetched by the runtime (Pyodide, PyScript's [files]) with fetch(): preloaded as "fetch" with
# CORS same-origin credentials, as those fetch() calls ask, so the browser reuses the download.
# Never pyodide.asm.wasm: compiled from a preloaded response, the runtime misses Chrome's cache
# of compiled WebAssembly, so every return visit compiled it again (measured: a warm start used
# 4.2 s of CPU with the preload, 2.6 s without; issue 15).
FETCHED = ("pyscript.toml", "{vendor}/pyodide/pyodide-lock.json",
           "{vendor}/pyodide/python_stdlib.zip")  # and each package's archive (packages())
MODULES = ("{vendor}/pyodide/pyodide.mjs", "{vendor}/pyodide/pyodide.asm.mjs")


def preload_links() -> str:
    """<link> hints that start every download of the start-up at once, in parallel, instead of
    one after the other as each loaded script asks for the next."""
    v = vendor_dir()
    chunks = sorted(p.name for p in (ROOT / "vendor" / "pyscript").glob("core-*.js"))
    modules = [m.format(vendor=v) for m in MODULES] + [f"{v}/pyscript/{c}" for c in chunks]
    links = [f'<link rel="modulepreload" href="./{m}">' for m in modules]
    links += [f'<link rel="preload" as="fetch" crossorigin="anonymous" '
              f'href="./{f.format(vendor=v)}">'
              for f in (*FETCHED, *(f"{pkg}.zip" for pkg in packages()))]
    return "\n  ".join(links)


def pyscript_toml() -> str:
    """pyscript.toml with the runtime's versioned folder and one archive per package."""
    toml = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    files = "\n".join(f'"./{pkg}.zip" = "./{pkg}/*"' for pkg in packages())
    out = toml.replace("{{vendor}}", vendor_dir()).replace("{{files}}", files)
    if "{{" in out:
        raise SystemExit("pyscript.toml: unknown placeholder left: " + out[out.index("{{"):][:40])
    return out


def mpy_config() -> str:
    """The page's MicroPython config: the built-in plugins pyscript.toml leaves out, left out
    for MicroPython too (PyScript imports the plugins once per script type)."""
    return "plugins = " + json.dumps(tomllib.loads(pyscript_toml())["plugins"])


def build(out: Path) -> str:
    vendor = ROOT / "vendor"
    if not (vendor / "pyodide" / "pyodide.mjs").exists():
        raise SystemExit("vendor/ is missing: run `python tools/setup_env.py` first")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    mo_dir = Path(tempfile.mkdtemp(prefix="mo-"))
    compile_catalogues(mo_dir)
    (out / "index.html").write_text(render_index(mo_dir), encoding="utf-8")
    _copy_stripped(ROOT / "sw.js", out / "sw.js")
    (out / "pyscript.toml").write_text(pyscript_toml(), encoding="utf-8")
    for name in WEB_STATIC:  # comments and indentation are for us, not for the download
        _copy_stripped(ROOT / "web" / name, out / name)
    for pkg in packages():
        write_zip(ROOT / pkg, out / f"{pkg}.zip")
    write_language_packs(out, mo_dir)
    shutil.rmtree(mo_dir, ignore_errors=True)
    import icons

    icons.write_all(out / "icons")
    (out / MANIFEST).write_text(manifest(), encoding="utf-8")
    for src in sorted(vendor.rglob("*")):
        if src.is_file() and not src.name.startswith(".") and \
                src.relative_to(vendor).parts[0] not in NET_VENDOR:
            _link_or_copy(src, out / vendor_dir() / src.relative_to(vendor))
    write_net(out)
    write_stdlib(vendor / "pyodide" / STDLIB, out / vendor_dir() / "pyodide" / STDLIB)
    write_lockfile(vendor / "pyodide" / LOCKFILE, out / vendor_dir() / "pyodide" / LOCKFILE)
    import zip_squeeze

    for archive in sorted(out.rglob("*.zip")):  # a few percent fewer bytes (Zopfli)
        zip_squeeze.squeeze(archive)
    (out / ".nojekyll").write_text("")

    return write_precache(out)


LOCKFILE = "pyodide-lock.json"
NET_VENDOR = ("peerjs",)  # online play's room mode: ./net/peerjs.min.js, fetched when used
SEGNO_MODULES = ("encoder.py", "consts.py")  # the QR encoder the page uses (web/shell/net_qr.py)


def write_net(out: Path) -> None:
    """Online play's extras, fetched when used (never precached): ``net/net.js`` (the
    transport), ``net/online.zip`` (its modules, and the QR encoder: segno's ``encoder`` and
    ``consts`` with its licence, under a small ``__init__``; the files web/shell/net_pack.py
    unpacks) and ``net/peerjs.min.js`` (the PeerJS client for the room mode, from vendor/)."""
    from web.shell import net_pack

    try:
        import segno
    except ImportError:
        raise SystemExit("segno is missing: make venv (requirements-dev.txt pins it)") from None
    if set(ONLINE) != {f"shell/{m}.py" for m in net_pack.MODULES}:
        raise SystemExit("build_site.ONLINE and web/shell/net_pack.py name other modules")
    src = Path(segno.__file__).parent
    init = (b'"""segno (BSD licence, see LICENSE): only its encoder, for QR codes of invite '
            b'links."""\n__version__ = "' + segno.__version__.encode() + b'"\n')
    (out / "net").mkdir(parents=True, exist_ok=True)
    for name in NET_STATIC:
        _copy_stripped(ROOT / "web" / name, out / "net" / name)
    with zipfile.ZipFile(out / "net" / "online.zip", "w", zipfile.ZIP_DEFLATED,
                         compresslevel=9) as zf:
        for m in net_pack.MODULES:
            data = (ROOT / "web" / "shell" / f"{m}.py").read_bytes()
            _zip_entry(zf, f"web/shell/{m}.py", strip_source(data, f"{m}.py"))
        _zip_entry(zf, "segno/__init__.py", init)
        for name in SEGNO_MODULES:
            data = (src / name).read_bytes()
            _zip_entry(zf, f"segno/{name}", strip_source(data, name))
        lic = next(Path(segno.__file__).parent.parent.glob("segno-*.dist-info/licenses/LICENSE"),
                   None)
        if lic is not None:
            _zip_entry(zf, "segno/LICENSE", lic.read_bytes())
    peer = ROOT / "vendor" / "peerjs" / "peerjs.min.js"
    if peer.exists():
        _link_or_copy(peer, out / "net" / "peerjs.min.js")


def write_lockfile(src: Path, dest: Path) -> None:
    """The runtime's package list without its packages: the page loads none (every module it
    imports is in the standard library or its own archives), yet Pyodide fetches and reads the
    list on every start. The pinned file's ``info`` (versions, checked at start) is kept."""
    lock = json.loads(src.read_text(encoding="utf-8"))
    slim = {"info": lock["info"], "packages": {}}
    dest.unlink(missing_ok=True)  # a hard link to vendor/: never write through it
    dest.write_text(json.dumps(slim, indent=1) + "\n", encoding="utf-8")


def write_stdlib(src: Path, dest: Path) -> None:
    """The standard library trimmed to what the page imports (tools/stdlib_keep.txt) and
    precompiled to bytecode (tools/pyc_compile.mjs), where Pyodide looks for it: it replaces
    the pinned zip in the deploy, not in vendor/."""
    import stdlib_trim

    dest.unlink(missing_ok=True)  # a hard link to vendor/: never write through it
    with tempfile.TemporaryDirectory(prefix="stdlib-") as tmp:
        trimmed = Path(tmp) / STDLIB
        stdlib_trim.trim(src, trimmed)
        compile_pyc("replace", STDLIB_OPTIMIZE, [(trimmed, dest)])


# The standard library's bytecode leaves out docstrings and asserts, as python -OO (a mode the
# standard library supports): 0.3 MB less to download, nothing the page reads.
STDLIB_OPTIMIZE = 2


def compile_pyc(mode: str, optimize: int, pairs: list[tuple[Path, Path]]) -> None:
    """Run tools/pyc_compile.mjs (the pinned Pyodide, in Node) on (source zip, dest zip) pairs."""
    args = [str(p) for pair in pairs for p in pair]
    run = subprocess.run(["node", str(ROOT / "tools" / "pyc_compile.mjs"), mode, str(optimize),
                          *args], cwd=ROOT, capture_output=True, text=True, timeout=600)
    if run.returncode != 0:
        raise SystemExit("tools/pyc_compile.mjs failed:\n" + run.stderr[-2000:])


def pyscript_used(name: str) -> bool:
    """Whether the page loads this file of the PyScript folder (see PYSCRIPT_USED): a chunk of
    one of those names that PyScript's core itself imports (another chunk of the same name, such
    as the full TOML parser only the code editor imports, stays out)."""
    m = CHUNK.match(name)
    return name == "core.js" or (m is not None and m["stem"] in PYSCRIPT_USED
                                 and (m["stem"] == "core" or name in _core_imports()))


@functools.cache
def _core_imports() -> frozenset[str]:
    """The chunk names PyScript's core chunk mentions."""
    names: set[str] = set()
    for core in (ROOT / "vendor" / "pyscript").glob("core-*.js"):
        names |= set(re.findall(r"[\w-]+-[\w-]{8}\.js", core.read_text(encoding="utf-8")))
    return frozenset(names)


def write_precache(out: Path) -> str:
    """(Re)write out/precache.js: every file of the deploy but the language packs (``lang/``)
    and online play's files (``net/``), listed as ``optional`` (the service worker keeps each
    once used), and a hash of all the
    files' bytes."""
    files = sorted(
        str(p.relative_to(out)).replace(os.sep, "/")
        for p in out.rglob("*")
        if p.is_file() and p.name not in ("sw.js", ".nojekyll", "precache.js")
        and "LICENSE" not in p.name
        and (p.parent.name != "pyscript" or pyscript_used(p.name))
    )
    digest = hashlib.sha256()
    for f in [*files, "sw.js"]:
        digest.update(f.encode() + b"\0" + (out / f).read_bytes())
    version = digest.hexdigest()[:16]
    optional = [f for f in files if f.startswith(("lang/", "net/"))]
    # the install icons: in the version hash, not in the precache (the browser fetches them
    # when it installs the app, and the worker keeps what it fetched)
    files = [f for f in files if f not in optional and not f.startswith("icons/")]
    # the page itself once, as "./" (what a visit asks for; the worker answers any navigation
    # with it), not a second time as index.html
    files = [f for f in files if f != "index.html"]
    precache = {"version": version, "files": ["./"] + ["./" + f for f in files],
                "optional": ["./" + f for f in optional]}
    (out / "precache.js").write_text(
        "// generated by tools/build_site.py: every file of this deploy\n"
        f"self.PRECACHE = {json.dumps(precache, indent=1)};\n",
        encoding="utf-8",
    )
    return version


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "_site"))
    args = ap.parse_args(argv)
    version = build(Path(args.out))
    print(f"[build] {args.out} (version {version})")


if __name__ == "__main__":
    main()
