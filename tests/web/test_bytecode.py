"""The page's bytecode kept between visits (web/bytecode.py): checked hash-based .pyc
files that the import system uses only beside the very source they were made from."""

from __future__ import annotations

import importlib
import importlib.util
import io
import marshal
import sys
import zipfile
from importlib.util import MAGIC_NUMBER

import pytest

from web import bytecode


def _tree(root, value: int) -> None:
    pkg = root / "boardgame"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "probe.py").write_text(f"VALUE = {value}\n")


def _lazy_probe(root):
    """boardgame.probe under ``root`` as a lazy module, named but not run yet."""
    _tree(root, 1)
    spec = importlib.util.spec_from_file_location("boardgame.probe",
                                                  root / "boardgame" / "probe.py")
    spec.loader = importlib.util.LazyLoader(spec.loader)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture
def fresh_import():
    """Import boardgame.probe from a given folder, then put the real package back."""
    saved = {k: v for k, v in sys.modules.items() if k == "boardgame" or k.startswith("boardgame.")}

    def run(root):
        for k in list(sys.modules):
            if k == "boardgame" or k.startswith("boardgame."):
                del sys.modules[k]
        sys.path.insert(0, str(root))
        try:
            importlib.invalidate_caches()
            return importlib.import_module("boardgame.probe")
        finally:
            sys.path.remove(str(root))

    yield run
    for k in list(sys.modules):
        if k == "boardgame" or k.startswith("boardgame."):
            del sys.modules[k]
    sys.modules.update(saved)


def _bundle_of(root, fresh_import):
    mod = fresh_import(root)
    return bytecode.bundle(root, {"boardgame.probe": mod})


def test_bundle_holds_checked_pyc_of_imported_modules(tmp_path, fresh_import):
    _tree(tmp_path / "a", 1)
    data, names = _bundle_of(tmp_path / "a", fresh_import)
    assert names == {"boardgame/__pycache__/probe." + sys.implementation.cache_tag + ".pyc"}
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        pyc = zf.read(next(iter(names)))
    assert pyc[:4] == MAGIC_NUMBER and pyc[4:8] == (3).to_bytes(4, "little")


def test_bundle_is_made_one_module_per_step(tmp_path, fresh_import):
    """The page bundles in slices (a frame between two): one step per imported module, and
    the same zip as at once."""
    _tree(tmp_path / "a", 1)
    mod = fresh_import(tmp_path / "a")
    modules = {"boardgame": sys.modules["boardgame"], "boardgame.probe": mod}
    steps = bytecode.bundle_steps(tmp_path / "a", modules)
    taken = 0
    while True:
        try:
            next(steps)
            taken += 1
        except StopIteration as done:
            data, names = done.value
            break
    assert taken == 2 and len(names) == 2
    assert (data, names) == bytecode.bundle(tmp_path / "a", modules)


def test_installed_pyc_is_used_beside_its_source(tmp_path, fresh_import):
    _tree(tmp_path / "a", 1)
    data, names = _bundle_of(tmp_path / "a", fresh_import)
    # the kept code says VALUE = 2 under the hash of the source "VALUE = 1": used means 2
    name = next(iter(names))
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        pyc = zf.read(name)
    forged = pyc[:16] + marshal.dumps(compile("VALUE = 2\n", "probe.py", "exec"))
    _tree(tmp_path / "b", 1)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr(name, forged)
    assert bytecode.install(tmp_path / "b", buf.getvalue()) == names
    assert fresh_import(tmp_path / "b").VALUE == 2


def test_pyc_of_another_source_is_not_used(tmp_path, fresh_import):
    _tree(tmp_path / "a", 1)
    data, names = _bundle_of(tmp_path / "a", fresh_import)
    _tree(tmp_path / "b", 5)  # another deploy: other source
    assert bytecode.install(tmp_path / "b", data) == frozenset()  # so it is kept anew
    assert names and fresh_import(tmp_path / "b").VALUE == 5


@pytest.mark.parametrize("name", ["../evil/__pycache__/x.cpython-314.pyc",
                                  "other/__pycache__/probe.cpython-314.pyc",
                                  "boardgame/probe.py",
                                  "boardgame/__pycache__/missing.cpython-314.pyc"])
def test_install_skips_names_outside_the_packages_cache_folders(tmp_path, name):
    _tree(tmp_path, 1)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr(name, MAGIC_NUMBER + (3).to_bytes(4, "little") + bytes(8))
    assert bytecode.install(tmp_path, buf.getvalue()) == frozenset()
    assert not (tmp_path.parent / "evil").exists()
    assert sorted(p.name for p in (tmp_path / "boardgame").iterdir()) == ["__init__.py",
                                                                          "probe.py"]


def test_install_skips_another_interpreters_bytecode_and_broken_bundles(tmp_path):
    _tree(tmp_path, 1)
    name = "boardgame/__pycache__/probe." + sys.implementation.cache_tag + ".pyc"
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr(name, b"\0\0\r\n" + (3).to_bytes(4, "little") + bytes(8))
    assert bytecode.install(tmp_path, buf.getvalue()) == frozenset()
    assert bytecode.install(tmp_path, b"not a zip") == frozenset()
    assert not (tmp_path / "boardgame" / "__pycache__").exists()


def test_a_lazy_module_not_imported_yet_stays_so(tmp_path):
    mod = _lazy_probe(tmp_path)
    assert bytecode.imported(tmp_path, {"boardgame.probe": mod}) == {}
    assert type(mod) is not type(sys)  # still not run
    assert mod.VALUE == 1
    assert list(bytecode.imported(tmp_path, {"boardgame.probe": mod})) == [
        "boardgame/__pycache__/probe." + sys.implementation.cache_tag + ".pyc"]


def test_the_module_count_that_wakes_the_keeper_counts_a_lazy_module_once_it_ran(tmp_path):
    mod = _lazy_probe(tmp_path)
    modules = {"sys": sys, "boardgame.probe": mod}
    assert bytecode._module_count(modules) == 1  # named, not run: nothing new to keep
    assert mod.VALUE == 1
    assert bytecode._module_count(modules) == 2
