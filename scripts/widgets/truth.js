// Test tooling: writes every form control's role, name, state and box (CSS px = screen px at
// scale 1) into <body data-truth>, so chromium --dump-dom hands the capture script its truth.
window.addEventListener('load', () => {
  const roles = {text: 'text', password: 'password text', search: 'text', email: 'text',
    checkbox: 'check box', radio: 'radio button', range: 'slider', button: 'push button', submit: 'push button'};
  const out = [];
  const all = 'input, button, select, textarea, summary, [role=button], [contenteditable=true]';
  for (const el of document.querySelectorAll(all)) {
    const r = el.getBoundingClientRect();
    const role = el.getAttribute('role') === 'tab' ? 'page tab'
      : el.tagName === 'BUTTON' || el.tagName === 'SUMMARY' || el.getAttribute('role') === 'button'
      ? 'push button' : el.tagName === 'SELECT' ? 'combo box'
      : el.tagName === 'TEXTAREA' || el.isContentEditable ? 'text' : roles[el.type];
    if (!role || r.width === 0 || (el.checkVisibility && !el.checkVisibility())) continue; // inside a closed <details>
    const label = el.labels && el.labels.length ? el.labels[0].textContent.trim() : (el.getAttribute('aria-label') || el.title || el.textContent || el.value || '').trim();
    const item = {role, name: label, box: [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]};
    if (el.type === 'checkbox' || el.type === 'radio') item.checked = el.checked;
    if (el.type === 'range') item.fraction = (el.value - el.min) / (el.max - el.min);
    out.push(item);
  }
  document.body.dataset.truth = JSON.stringify(out);
});
