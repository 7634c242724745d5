// Every task page reports its whole state to the bench server on each change (POST /state): the checker reads
// this, never tca's word. With ?debug the page also posts the screen box of every element with an id (or a
// data-probe name), so the self-check can click them with real input.
const TCA = (() => {
  const debug = location.search.includes('debug');
  let state = {};
  function boxes() {
    const out = {};
    const dx = screenX + (outerWidth - innerWidth), dy = screenY + (outerHeight - innerHeight);
    document.querySelectorAll('[id],[data-probe]').forEach(el => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) {
        out[el.dataset.probe || el.id] = [Math.round(dx + r.x + r.width / 2), Math.round(dy + r.y + r.height / 2)];
      }
    });
    return out;
  }
  function send() {
    const body = {page: document.body.dataset.page, state};
    if (debug) body.rects = boxes();
    fetch('/state', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
  }
  if (debug) addEventListener('scroll', send, true);
  return {
    init(s) { state = s; if (document.readyState === 'complete') send(); else addEventListener('load', send); },
    set(patch) { Object.assign(state, patch); send(); },
    get state() { return state; },
  };
})();
