import { loadPyodide } from "pyodide";
import { pathToFileURL } from "node:url";
import path from "node:path";
const zip = process.argv[2];
const c0 = process.cpuUsage(); const t0 = performance.now();
const opts = zip === "stock" ? {} : { stdLibURL: pathToFileURL(path.resolve(zip)).href };
const py = await loadPyodide(opts);
const c1 = process.cpuUsage(c0); const t1 = performance.now();
let extra = "";
if (process.argv[3]) { const c2=process.cpuUsage(); py.runPython(process.argv[3]); extra = " imp_cpu=" + ((process.cpuUsage(c2).user)/1000).toFixed(0); }
console.log(`${zip} wall=${(t1-t0).toFixed(0)} cpu=${((c1.user+c1.system)/1000).toFixed(0)}${extra}`);
