import { loadPyodide } from "pyodide";
import path from "node:path";
const [inp, out, opt] = process.argv.slice(2);
const py = await loadPyodide({env: process.env.NODR ? {PYTHONNODEBUGRANGES: "1"} : {}});
py.mountNodeFS("/in", path.dirname(path.resolve(inp)));
py.mountNodeFS("/out", path.dirname(path.resolve(out)));
py.globals.set("IN", "/in/" + path.basename(inp));
py.globals.set("OUT", "/out/" + path.basename(out));
py.globals.set("OPT", Number(opt || 0));
console.log(py.runPython(`
import sys, zipfile, importlib.util, importlib._bootstrap_external as be
n=0
with zipfile.ZipFile(IN) as zin, zipfile.ZipFile(OUT, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
    for info in zin.infolist():
        data = zin.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, info.filename, "exec", dont_inherit=True, optimize=OPT)
            pyc = be._code_to_hash_pyc(code, importlib.util.source_hash(data), False)
            zi = zipfile.ZipInfo(info.filename + "c", info.date_time); zi.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(zi, bytes(pyc)); n += 1
        else:
            zout.writestr(info, data)
f"{n} compiled"
`));
