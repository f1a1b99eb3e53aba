// Starts Pala's AI worker: loads the worker's glue and wasm (built by Trunk next to
// this file), whose main says "pala-ready" (src/web/worker/). If either cannot load,
// it says why at once, so the page plays by rule of thumb instead of waiting.
try {
  importScripts('./worker.js');
  wasm_bindgen({ module_or_path: './worker_bg.wasm' }).catch((e) => postMessage('pala-fault:' + e));
} catch (e) {
  postMessage('pala-fault:' + e);
}
