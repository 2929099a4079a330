// Imports every given module under Pyodide in Node with a trimmed standard library, so a module
// the page can import but the trim left out shows up without a browser.
// Usage: node tools/stdlib_check.mjs TRIMMED.zip module [module ...]
// Prints one JSON line: {"failed": {"module": "error", ...}}.
import { loadPyodide } from "pyodide";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [zip, ...modules] = process.argv.slice(2);
const py = await loadPyodide({ stdLibURL: pathToFileURL(path.resolve(zip)).href });
py.mountNodeFS("/src", process.cwd());
py.globals.set("MODULES", JSON.stringify(modules));
const out = py.runPython(`
import importlib, json, sys
sys.path.insert(0, "/src")
failed = {}
for name in json.loads(MODULES):
    try:
        importlib.import_module(name)
    except Exception as e:
        failed[name] = f"{type(e).__name__}: {e}"
json.dumps({"failed": failed})
`);
console.log(out);
