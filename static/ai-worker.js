// Starts Pala's AI worker: loads the worker's glue and wasm (built by Trunk next to
// this file; the post-build hook names all three for their build), whose main says
// "pala-ready" (src/worker/). If either cannot load, it says why at once, so the page
// plays by rule of thumb instead of waiting.
try {
  importScripts('./worker.js');
  wasm_bindgen({ module_or_path: './worker_bg.wasm' }).catch((e) => postMessage('pala-fault:' + e));
} catch (e) {
  postMessage('pala-fault:' + e);
}
