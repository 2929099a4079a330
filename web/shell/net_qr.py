"""QR codes of invite and answer links, drawn as SVG in Python (pure): the encoder of ``segno``
(BSD licence; the page ships its ``encoder`` and ``consts`` modules only, as ``segno.zip``,
fetched the first time a code is shown: tools/build_site.py), the drawing here."""

from __future__ import annotations

from web.shell.pieces import esc

QUIET = 4  # modules of white around the code (the standard's quiet zone)


def available() -> bool:
    try:
        from segno import encoder  # noqa: F401
    except ImportError:
        return False
    return True


def matrix(text: str) -> list[bytearray]:
    """The QR code's modules (1 dark, 0 light), error correction L, the smallest version."""
    from segno import encoder

    return list(encoder.encode(text, error="l", micro=False, boost_error=False).matrix)


def svg(text: str, label: str, px: int = 3) -> str:
    """``text`` as a QR code: one SVG path of dark modules on white, ``px`` CSS pixels a
    module (scaled down by CSS on narrow screens), named ``label``."""
    rows = matrix(text)
    size = len(rows) + 2 * QUIET
    path = []
    for y, row in enumerate(rows):
        x = 0
        while x < len(row):
            if row[x]:
                start = x
                while x < len(row) and row[x]:
                    x += 1
                path.append(f"M{start + QUIET} {y + QUIET}h{x - start}v1h{start - x}z")
            else:
                x += 1
    return (f'<svg class="net-qr" role="img" aria-label="{esc(label)}" '
            f'viewBox="0 0 {size} {size}" width="{size * px}" height="{size * px}" '
            f'xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">'
            f'<rect width="{size}" height="{size}" fill="#fff"/>'
            f'<path fill="#000" d="{"".join(path)}"/></svg>')
