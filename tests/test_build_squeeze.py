"""tools/zip_squeeze: the site's archives deflated again with Zopfli read exactly as before,
are smaller, and a build whose archive did not change takes the result from the cache."""

from __future__ import annotations

import io
import random
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import zip_squeeze  # noqa: E402

DATE = (2020, 1, 2, 3, 4, 6)


def _archive() -> bytes:
    """A zip like the site's: deflated Python sources and JSON, one stored entry, a comment."""
    rng = random.Random(5)
    words = ["def", "return", "self", "card", "seat", "move", "(", ")", ":", "\n    "]
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for i in range(6):
            text = " ".join(rng.choice(words) for _ in range(3000)).encode()
            zf.writestr(zipfile.ZipInfo(f"pkg/mod{i}.py", DATE), text, zipfile.ZIP_DEFLATED)
        zf.writestr(zipfile.ZipInfo("pkg/data.json", DATE), b'{"a": [1, 2, 3]}' * 400,
                    zipfile.ZIP_DEFLATED)
        zf.writestr(zipfile.ZipInfo("pkg/raw.bin", DATE), bytes(range(256)) * 4,
                    zipfile.ZIP_STORED)
        zf.comment = b"site archive"
    return buf.getvalue()


def _contents(data: bytes) -> list[tuple[str, tuple, int, bytes]]:
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        assert zf.testzip() is None
        return [(i.filename, i.date_time, i.compress_type, zf.read(i)) for i in zf.infolist()]


def test_a_squeezed_archive_reads_the_same_and_is_smaller() -> None:
    before = _archive()
    after = zip_squeeze.recompressed(before)
    assert _contents(after) == _contents(before)  # names, dates, kinds, bytes, order
    assert zipfile.ZipFile(io.BytesIO(after)).comment == b"site archive"
    assert len(after) < len(before)


def test_an_archive_zopfli_cannot_shrink_is_left_as_it_is() -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as zf:
        zf.writestr(zipfile.ZipInfo("a.bin", DATE), bytes(range(256)))
    assert zip_squeeze.recompressed(buf.getvalue()) == buf.getvalue()


def test_squeeze_replaces_the_file_and_a_second_build_takes_the_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(zip_squeeze, "CACHE", tmp_path / "cache")
    first, second = tmp_path / "one" / "web.zip", tmp_path / "two" / "web.zip"
    for path in (first, second):
        path.parent.mkdir()
        path.write_bytes(_archive())
    zip_squeeze.squeeze(first)
    assert len(list((tmp_path / "cache").glob("*.zip"))) == 1

    def no_zopfli(data: bytes) -> bytes:
        raise AssertionError("compressed again although cached")

    monkeypatch.setattr(zip_squeeze, "recompressed", no_zopfli)
    zip_squeeze.squeeze(second)
    assert second.read_bytes() == first.read_bytes() != _archive()
    assert _contents(second.read_bytes()) == _contents(_archive())


def test_squeeze_never_writes_through_a_link(tmp_path, monkeypatch):
    """The build links vendor files into the site: a squeezed file gets a new inode."""
    monkeypatch.setattr(zip_squeeze, "CACHE", tmp_path / "cache")
    source = tmp_path / "vendor.zip"
    source.write_bytes(_archive())
    linked = tmp_path / "site.zip"
    try:
        linked.hardlink_to(source)
    except OSError:
        pytest.skip("no hard links here")
    zip_squeeze.squeeze(linked)
    assert source.read_bytes() == _archive()
    assert linked.read_bytes() != _archive()


def test_the_cache_keeps_only_the_newest_archives(tmp_path, monkeypatch):
    monkeypatch.setattr(zip_squeeze, "CACHE", tmp_path / "cache")
    monkeypatch.setattr(zip_squeeze, "KEEP", 2)
    for i in range(4):
        path = tmp_path / f"a{i}.zip"
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
            zf.writestr(zipfile.ZipInfo("x.txt", DATE), f"archive {i} ".encode() * 50)
        path.write_bytes(buf.getvalue())
        zip_squeeze.squeeze(path)
    assert len(list((tmp_path / "cache").glob("*.zip"))) == 2
