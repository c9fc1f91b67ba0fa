// The fake aggregator's one game: a slot with a Spin button, enough to play a demo round in the
// game frame. Every spin is a debit and a credit on Lotus's wallet.

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function fakeGamePage(gameId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(gameId)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#1b1030;color:#fff;display:grid;place-items:center;min-height:100vh;text-align:center}
button{font-size:1.4rem;padding:.8rem 2.4rem;border:0;border-radius:999px;background:#f5b400;color:#201000;font-weight:700}
input{font-size:1.2rem;width:6rem;text-align:center}.reels{font-size:3rem;letter-spacing:.5rem;margin:1rem}</style></head>
<body><main><h1>${escapeHtml(gameId.replace(/-/g, ' ').toUpperCase())}</h1><div class="reels" id="reels">7 7 7</div>
<p>Stake ₹ <input id="stake" type="number" min="1" value="10"></p><button id="spin">SPIN</button><p id="result" aria-live="polite"></p></main>
<script>
const token = new URLSearchParams(location.search).get('token');
const symbols = ['7','★','♦','♣','♥','$'];
document.getElementById('spin').onclick = async () => {
  const stake = Number(document.getElementById('stake').value);
  document.getElementById('reels').textContent = [0,1,2].map(() => symbols[Math.floor(Math.random()*symbols.length)]).join(' ');
  const res = await fetch(location.pathname + '/spin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, stake }) });
  const outcome = await res.json();
  const text = outcome.kind === 'settled' ? 'Balance ₹' + outcome.credit.balance.toFixed(2) : outcome.kind === 'refused' ? (outcome.debit.message || outcome.debit.status) : 'Round cancelled';
  document.getElementById('result').textContent = text;
};
</script></body></html>`;
}
