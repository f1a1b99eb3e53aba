// The coach's review opens in a frame of this page (index.html#review=...): the framed
// page says how tall it is, and its frame takes that height, so the review reads as
// part of the table instead of a box that scrolls on its own.
addEventListener('message', (event) => {
  const height = event.data && event.data.palaFrameHeight;
  if (event.origin !== location.origin || typeof height !== 'number') return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === event.source) frame.style.height = `${Math.ceil(height)}px`;
  }
});
