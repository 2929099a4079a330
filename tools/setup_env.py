#!/usr/bin/env python3
"""Set up what the site and the browser tests need; do nothing that is already done.

* ``npm ci`` when ``node_modules`` is missing or older than ``package-lock.json``;
* copy the 5 Pyodide run-time files and PyScript's ``dist/`` into ``vendor/``;
* with ``--browser``: install Debian's ``chromium`` when ``/usr/bin/chromium`` is missing,
  and Debian's ``fonts-noto-cjk`` when no Japanese font is found (so screenshots of the
  Japanese page show its glyphs), when we are root (CI).

Usage: ``python tools/setup_env.py [--browser | --no-browser]`` (default: browser too).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "vendor"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))
CJK_FONT_PACKAGE = "fonts-noto-cjk"


def log(msg: str) -> None:
    print(f"[setup] {msg}", flush=True)


def _installed_version(name: str) -> str | None:
    pkg = NODE_MODULES / name / "package.json"
    if not pkg.exists():
        return None
    return json.loads(pkg.read_text())["version"]


def _locked_versions() -> dict[str, str]:
    lock = json.loads((ROOT / "package-lock.json").read_text())
    packages = lock.get("packages", {})
    return {
        name: packages.get(f"node_modules/{name}", {}).get("version", "?")
        for name in ("pyodide", "@pyscript/core", "axe-core", "peerjs", "peer")
    }


def node_modules_ok() -> bool:
    return all(_installed_version(n) == v for n, v in _locked_versions().items())


def ensure_node_modules() -> None:
    if node_modules_ok():
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("[setup] npm is needed (Node.js 18+): install it, then run this again")
    log("npm ci (pinned pyodide + @pyscript/core from package-lock.json)")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    if not node_modules_ok():
        sys.exit("[setup] node_modules does not match package-lock.json after npm ci")


def vendor_stamp() -> str:
    return json.dumps(_locked_versions(), sort_keys=True)


def ensure_vendor() -> None:
    stamp_file = VENDOR / ".versions"
    if stamp_file.exists() and stamp_file.read_text() == vendor_stamp() and all(
            (VENDOR / "pyodide" / f).exists() for f in PYODIDE_FILES):
        return
    log("copying Pyodide and PyScript into vendor/")
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    (VENDOR / "pyodide").mkdir(parents=True)
    (VENDOR / "pyscript").mkdir(parents=True)
    (VENDOR / "peerjs").mkdir(parents=True)
    shutil.copy2(NODE_MODULES / "peerjs" / "dist" / "peerjs.min.js",
                 VENDOR / "peerjs" / "peerjs.min.js")
    shutil.copy2(NODE_MODULES / "peerjs" / "LICENSE", VENDOR / "peerjs" / "LICENSE")
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, VENDOR / "pyodide" / name)
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    for src in sorted(dist.iterdir()):
        if src.suffix in (".js", ".css") and src.name != "service-worker.js":
            shutil.copy2(src, VENDOR / "pyscript" / src.name)
    for lic, dest in (
        (NODE_MODULES / "pyodide" / "LICENSE", VENDOR / "pyodide" / "LICENSE"),
        (NODE_MODULES / "@pyscript" / "core" / "LICENSE", VENDOR / "pyscript" / "LICENSE"),
    ):
        if lic.exists():
            shutil.copy2(lic, dest)
    stamp_file.write_text(vendor_stamp())


def ensure_chromium() -> None:
    if CHROMIUM.exists():
        return
    if os.geteuid() != 0:
        sys.exit(
            f"[setup] {CHROMIUM} is missing: install Debian's chromium "
            "(sudo apt-get install -y chromium) or set CHROMIUM=/path/to/chromium"
        )
    log("installing chromium with apt-get")
    _apt_install("chromium")


def _apt_install(package: str) -> None:
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", package],
                   check=True, env=env)


def has_japanese_font() -> bool:
    """Whether fontconfig knows a font covering Japanese (``fc-list :lang=ja``)."""
    try:
        out = subprocess.run(["fc-list", ":lang=ja", "family"], capture_output=True,
                             text=True, check=False).stdout
    except OSError:  # no fontconfig: look for Debian's Noto CJK files
        return any(Path("/usr/share/fonts").rglob("NotoSansCJK*"))
    return bool(out.strip())


def ensure_cjk_fonts() -> None:
    if has_japanese_font():
        return
    if os.geteuid() != 0:
        log(f"no Japanese font found: install Debian's {CJK_FONT_PACKAGE} "
            f"(sudo apt-get install -y {CJK_FONT_PACKAGE}) for Japanese screenshots")
        return
    log(f"installing {CJK_FONT_PACKAGE} with apt-get")
    _apt_install(CJK_FONT_PACKAGE)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-browser", dest="browser", action="store_false",
                    help="skip the Chromium check (enough for playing)")
    args = ap.parse_args(argv)
    ensure_node_modules()
    ensure_vendor()
    if args.browser:
        ensure_chromium()
        ensure_cjk_fonts()
    log("ok")


if __name__ == "__main__":
    main()
