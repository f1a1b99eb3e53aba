// Registers the service worker and tells the player when a new version is ready.
// The new version takes over only when the player chooses "Reload" (the game is saved
// after every action, so it resumes exactly where it was).
(function () {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  function announce(reg) {
    if (document.getElementById('pala-update')) return;
    const bar = document.createElement('div');
    bar.id = 'pala-update';
    bar.setAttribute('role', 'status');
    bar.className = 'update-bar';
    bar.textContent = 'A new version of Pala is ready. ';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Reload';
    button.addEventListener('click', () => {
      // Another window may have taken the new version already: then it is in charge,
      // and a reload is all this window needs.
      if (!reg.waiting) {
        location.reload();
        return;
      }
      reloadOnChange = true;
      reg.waiting.postMessage('pala-activate');
    });
    const later = document.createElement('button');
    later.type = 'button';
    later.textContent = 'Later';
    later.addEventListener('click', () => bar.remove());
    bar.append(button, later);
    document.body.append(bar);
  }
  // Reload only when the player asked for the new version (not on the first install).
  let reloadOnChange = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!reloadOnChange) return;
    reloadOnChange = false;
    location.reload();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').then((reg) => {
      if (reg.waiting && navigator.serviceWorker.controller) announce(reg);
      reg.addEventListener('updatefound', () => {
        const worker = reg.installing;
        if (!worker) return;
        worker.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) announce(reg);
        });
      });
    }).catch(() => {});
  });
})();
