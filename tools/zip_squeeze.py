"""Zip archives deflated again with Zopfli: the same entries (names, bytes, dates, order), each
stored a few percent smaller than zlib's best, so a first visit downloads less (issue 15's
byte budget; the standard library alone gives back about 27 kB). Any inflater reads Zopfli's
output: it is ordinary deflate.

Zopfli is slow (about 20 s for the standard library), so each result is kept in
``.cache/zopfli/`` under the hash of the archive it was made from; a build whose archive did
not change takes it from there."""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import tempfile
import zipfile
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path

import zopfli.zlib

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".cache" / "zopfli"
ITERATIONS = 15  # Zopfli's default: fewer saves little time (its block splitting dominates)
KEEP = 48  # archives kept in the cache (the oldest go first)


class _ZopfliDeflate:
    """zipfile's compressor interface (``compress``, then ``flush``) over Zopfli, which
    compresses a whole entry at once: raw deflate, as a zip entry holds it."""

    def __init__(self) -> None:
        self._parts: list[bytes] = []

    def compress(self, data: bytes) -> bytes:
        self._parts.append(data)
        return b""

    def flush(self) -> bytes:
        whole = zopfli.zlib.compress(b"".join(self._parts), numiterations=ITERATIONS)
        return whole[2:-4]  # zlib's 2-byte header and 4-byte checksum off: raw deflate


@contextlib.contextmanager
def _zopfli_deflate() -> Iterator[None]:
    """zipfile deflates with Zopfli meanwhile (it has no public hook for a compressor; a
    Python whose zipfile lacks this one fails the build here, never silently)."""
    plain = zipfile._get_compressor

    def compressor(kind: int, level: int | None = None) -> object:
        return _ZopfliDeflate() if kind == zipfile.ZIP_DEFLATED else plain(kind, level)

    zipfile._get_compressor = compressor
    try:
        yield
    finally:
        zipfile._get_compressor = plain


def recompressed(data: bytes) -> bytes:
    """The archive ``data`` with every deflated entry deflated again by Zopfli (stored
    entries stay stored), or ``data`` itself if that is not smaller."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src:
        entries = [(info, src.read(info)) for info in src.infolist()]
        comment = src.comment
    with _zopfli_deflate(), zipfile.ZipFile(out, "w") as dest:
        for info, body in entries:
            dest.writestr(info, body)
        dest.comment = comment
    with zipfile.ZipFile(out) as b:
        if [(i.filename, i.date_time, body) for i, body in entries] != \
                [(i.filename, i.date_time, b.read(i)) for i in b.infolist()]:
            raise SystemExit("zip_squeeze: the squeezed archive reads differently")
    new = out.getvalue()
    return new if len(new) < len(data) else data


def squeeze(path: Path) -> None:
    """Replace the archive at ``path`` by its Zopfli copy (from the cache when it was made
    before). The file is replaced, never written through: it may be a link."""
    data = path.read_bytes()
    key = hashlib.sha256(data + f"|zopfli {version('zopfli')} {ITERATIONS}".encode())
    kept = CACHE / f"{key.hexdigest()}.zip"
    if kept.exists():
        new = kept.read_bytes()
        os.utime(kept)  # recently used: kept longest
    else:
        new = recompressed(data)
        _write_new(kept, new)
        _prune()
    _write_new(path, new)


def _write_new(path: Path, data: bytes) -> None:
    """``path`` replaced at once by a new file holding ``data`` (a parallel build sees the
    old file or the new, never half of one)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".part")
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.chmod(tmp, 0o644)  # as any file the build writes (mkstemp's is the owner's alone)
    os.replace(tmp, path)


def _prune() -> None:
    kept = sorted(CACHE.glob("*.zip"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in kept[KEEP:]:
        with contextlib.suppress(OSError):
            old.unlink()
