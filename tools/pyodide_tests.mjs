// Runs pytest inside the pinned Pyodide (the browser's Python) in Node, over the repository.
// Usage (tools/pyodide_tests.py prepares the wheels): node tools/pyodide_tests.mjs
//   <wheel.whl>... -- <pytest arguments>
// The repository is mounted (not copied) at /src; pytest and its pure-Python dependencies are
// installed from the given local wheels (no network, no micropip). Exit status: pytest's.
import path from "node:path";
import { loadPyodide } from "pyodide";

const args = process.argv.slice(2);
const split = args.indexOf("--");
const wheels = (split < 0 ? args : args.slice(0, split)).map((w) => path.resolve(w));
const pytestArgs = split < 0 ? [] : args.slice(split + 1);

const started = Date.now();
const py = await loadPyodide();
py.mountNodeFS("/src", process.cwd());
if (wheels.length) {
  await py.loadPackage(wheels, { messageCallback: () => {} });
}
py.globals.set("pytest_args", py.toPy(pytestArgs));
let status;
try {
  status = py.runPython(`
import os, sys
sys.dont_write_bytecode = True  # nothing written into the mounted repository
os.chdir("/src")
sys.path.insert(0, "/src")
import pytest
print(f"[pyodide] Python {sys.version.split()[0]} on {sys.platform}, pytest {pytest.__version__}",
      flush=True)
int(pytest.main(list(pytest_args)))
`);
} catch (error) {
  console.error(String(error.message || error).slice(0, 4000)); // not the minified runtime
  status = 3;
}
console.log(`[pyodide] exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
