// Precompiles the Python sources of zip archives to bytecode with the pinned Pyodide itself (in
// Node), so the bytecode's format is exactly the one the page's interpreter reads. Without it,
// every start compiles each module it imports from source, in WebAssembly: that was most of the
// time between "wasm compiled" and "interpreter ready" (issue 15).
//
// Usage: node tools/pyc_compile.mjs MODE OPTIMIZE IN.zip OUT.zip [IN.zip OUT.zip ...]
//   MODE "replace": each foo.py becomes foo.pyc (no source; the standard library: zipimport
//                   loads foo.pyc, and the archive stays as light as possible);
//   MODE "cache":   each pkg/foo.py stays and gains pkg/__pycache__/foo.<tag>.pyc (our packages,
//                   unpacked by PyScript: the import system uses the cache, tracebacks the source).
//   OPTIMIZE: 0, 1 or 2, as python -O / -OO (2 drops docstrings and asserts); "cache" takes 0
//             only (the page's interpreter runs unoptimized and looks for that cache name).
// The .pyc files are "unchecked hash" ones (PEP 552): never compared with a source or a clock,
// so the unpacked files' times do not matter. Column ranges are left out (PYTHONNODEBUGRANGES):
// tracebacks keep their line numbers, the bytecode is a quarter lighter. Other entries are
// copied as they are, with the same dates, so identical inputs give identical archives.
// Prints one JSON line: {"compiled": n, "cache_tag": "..."}.
import { loadPyodide } from "pyodide";
import path from "node:path";

const [mode, optimize, ...pairs] = process.argv.slice(2);
if (!["replace", "cache"].includes(mode) || !/^[012]$/.test(optimize || "") || !pairs.length
    || pairs.length % 2 || (mode === "cache" && optimize !== "0")) {
  console.error("usage: node tools/pyc_compile.mjs replace|cache 0|1|2 IN.zip OUT.zip [...]");
  process.exit(2);
}
const py = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" } });
const jobs = [];
for (let i = 0; i < pairs.length; i += 2) {
  const [src, dest] = [path.resolve(pairs[i]), path.resolve(pairs[i + 1])];
  const n = jobs.length;
  py.FS.mkdirTree(`/in${n}`);
  py.FS.mkdirTree(`/out${n}`);
  py.mountNodeFS(`/in${n}`, path.dirname(src));
  py.mountNodeFS(`/out${n}`, path.dirname(dest));
  jobs.push([`/in${n}/${path.basename(src)}`, `/out${n}/${path.basename(dest)}`]);
}
py.globals.set("JOBS", JSON.stringify(jobs));
py.globals.set("MODE", mode);
py.globals.set("OPTIMIZE", Number(optimize));
console.log(py.runPython(`
import importlib._bootstrap_external as bootstrap
import importlib.util
import json
import sys
import zipfile

TAG = sys.implementation.cache_tag
compiled = 0


def pyc_name(name):
    if MODE == "replace":
        return name + "c"
    folder, _, stem = name.rpartition("/")
    return (folder + "/" if folder else "") + f"__pycache__/{stem[:-3]}.{TAG}.pyc"


def def_lines_only(code):
    """code (and the functions and classes in it) with a line table that maps every
    instruction to the first line: entries of 8 code units (the "no column" form, 0x80 | 13 << 3
    | length - 1, then a line delta of 0)."""
    consts = tuple(def_lines_only(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    units = len(code.co_code) // 2
    table = bytearray()
    while units:
        n = min(units, 8)
        table += bytes((0x80 | 13 << 3 | (n - 1), 0))
        units -= n
    return code.replace(co_linetable=bytes(table), co_consts=consts)


for src, dest in json.loads(JOBS):
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED,
                                                      compresslevel=9) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if not info.filename.endswith(".py"):
                zout.writestr(info, data)
                continue
            if MODE == "cache":
                zout.writestr(info, data)
            code = compile(data, info.filename, "exec", dont_inherit=True, optimize=OPTIMIZE)
            if MODE == "replace":
                code = def_lines_only(code)
            pyc = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), False)
            out = zipfile.ZipInfo(pyc_name(info.filename), info.date_time)
            out.compress_type = zipfile.ZIP_DEFLATED
            out.external_attr = info.external_attr
            zout.writestr(out, bytes(pyc), compresslevel=9)  # (a ZipInfo's own level is 6)
            compiled += 1
json.dumps({"compiled": compiled, "cache_tag": TAG})
`));
