#!/usr/bin/env python3
"""`make play`: set up what is missing, build the site into _site/ and serve it on 127.0.0.1.

Usage: ``python tools/play.py [--port N]`` (default: $PORT or 8000). Ctrl-C stops the server.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import build_site  # noqa: E402
import setup_env  # noqa: E402


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 - the base class's own attribute, extended
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".toml": "text/plain",
        ".webmanifest": "application/manifest+json",
    }

    def end_headers(self) -> None:
        # like GitHub Pages: cacheable for 10 minutes (the service worker handles deploys)
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if os.environ.get("PLAY_VERBOSE"):
            super().log_message(format, *args)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 8000))
    ap.add_argument("--no-build", action="store_true", help="serve the site as it is")
    ap.add_argument("--dir", default=str(ROOT / "_site"), help="site folder (default _site/)")
    args = ap.parse_args(argv)
    site = Path(args.dir)
    if not args.no_build:
        setup_env.ensure_node_modules()
        setup_env.ensure_vendor()
        build_site.build(site)
    handler = functools.partial(Handler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    print(f"Yokohama is served at http://127.0.0.1:{server.server_port}/  (Ctrl-C to stop)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
