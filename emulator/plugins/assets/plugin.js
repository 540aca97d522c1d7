// Sample plugin script. The page runs in a sandboxed iframe with an opaque origin, so it must not rely on storage.
(function showRegion() {
  const region = new URLSearchParams(window.location.search).get('region');
  if (!region) return;
  for (const element of document.querySelectorAll('[data-region]')) element.textContent = region;
})();
